/**
 * The entering animations of navigateTo's animation types, as CSS keyframes named `uni-page-<type>`.
 * Each is derived from the type's name: slide from a side, pop in from the right, zoom, fade.
 */
import { ANIMATION_TYPES } from '../router/animation.ts';

const SIDES: Record<string, string> = {
  right: 'translateX(100%)',
  left: 'translateX(-100%)',
  top: 'translateY(-100%)',
  bottom: 'translateY(100%)',
};

function fromFrame(type: string): string | undefined {
  const parts = type.split('-');
  const fade = parts.includes('fade') ? 'opacity: 0;' : '';
  if (parts[0] === 'slide') return `transform: ${SIDES[parts[parts.length - 1]!]};`;
  if (parts[0] === 'pop') return `transform: ${SIDES.right}; ${fade}`;
  if (parts[0] === 'zoom') return `transform: scale(${fade ? 0.8 : 0}); ${fade}`;
  return fade || undefined;
}

export const animationName = (type: string) => `uni-page-${type}`;

export const keyframes = ANIMATION_TYPES.navigateTo
  .map((type) => [type, fromFrame(type)] as const)
  .filter(([, from]) => from)
  .map(([type, from]) => `@keyframes ${animationName(type)} { from { ${from} } }`)
  .join('\n');

/** How each image mode places the picture: the background size and position of the framework's image. */

const MODES = ['scaleToFill', 'aspectFit', 'aspectFill', 'widthFix', 'heightFix', 'top', 'bottom', 'center', 'left', 'right',
  'top left', 'top right', 'bottom left', 'bottom right'] as const;
export type ImageMode = (typeof MODES)[number];

export function imageMode(mode: unknown): ImageMode {
  return (MODES as readonly unknown[]).includes(mode) ? (mode as ImageMode) : 'scaleToFill';
}

export const placement: Record<ImageMode, { size: string; position: string }> = {
  scaleToFill: { size: '100% 100%', position: '0% 0%' },
  aspectFit: { size: 'contain', position: 'center center' },
  aspectFill: { size: 'cover', position: 'center center' },
  widthFix: { size: '100% 100%', position: '0% 0%' },
  heightFix: { size: '100% 100%', position: '0% 0%' },
  top: { size: 'auto', position: 'center 0%' },
  bottom: { size: 'auto', position: 'center 100%' },
  center: { size: 'auto', position: 'center center' },
  left: { size: 'auto', position: '0% center' },
  right: { size: 'auto', position: '100% center' },
  'top left': { size: 'auto', position: '0% 0%' },
  'top right': { size: 'auto', position: '100% 0%' },
  'bottom left': { size: 'auto', position: '0% 100%' },
  'bottom right': { size: 'auto', position: '100% 100%' },
};

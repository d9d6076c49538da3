/**
 * `<navigator>`: a tap runs the navigation API of its `open-type` on the app's `uni` (navigateTo by
 * default), so the API's own rules (tab pages, unknown pages, locks) apply unchanged.
 */
import type { ReactNode } from 'react';
import { DEFAULT_ANIMATION_DURATION } from '../../router/animation.ts';

/** The navigation API each open-type runs. */
const OPEN_TYPES = { navigate: 'navigateTo', redirect: 'redirectTo', switchTab: 'switchTab', reLaunch: 'reLaunch', navigateBack: 'navigateBack' } as const;
const DEFAULT_OPEN_TYPE = 'navigate';
const MISSING_URL = '<navigator/> should have url attribute when using navigateTo, redirectTo, reLaunch or switchTab';
type OpenType = keyof typeof OPEN_TYPES;

export interface NavigatorProps {
  url?: string;
  openType?: string;
  delta?: number | string;
  animationType?: string;
  animationDuration?: number;
  hoverClass?: string;
  children?: ReactNode;
}

type NavigationApi = (options: Record<string, unknown>) => unknown;

export function navigate(props: NavigatorProps): void {
  const openType = (props.openType ?? DEFAULT_OPEN_TYPE) as OpenType;
  const api = OPEN_TYPES[openType];
  if (!api) return;
  const uni = (window as unknown as { uni?: Record<string, NavigationApi> }).uni;
  if (!uni) return;
  const animation = { animationType: props.animationType || undefined, animationDuration: props.animationDuration ?? DEFAULT_ANIMATION_DURATION };
  if (openType === 'navigateBack') {
    uni.navigateBack!({ delta: Number(props.delta ?? 1) || 1, ...animation });
    return;
  }
  if (!props.url) {
    console.error(MISSING_URL);
    return;
  }
  uni[api]!({ url: props.url, ...(openType === 'navigate' ? animation : {}) });
}

export default function Navigator(props: NavigatorProps) {
  return (
    <uni-navigator role="link" tabIndex={0} open-type={props.openType ?? DEFAULT_OPEN_TYPE} onClick={() => navigate(props)}>
      {props.children}
    </uni-navigator>
  );
}

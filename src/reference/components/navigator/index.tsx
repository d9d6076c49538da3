/**
 * `<navigator>`: a tap runs the navigation API of its `open-type` on the app's `uni` (navigateTo by
 * default), so the API's own rules (tab pages, unknown pages, locks) apply unchanged.
 */
import type { ReactNode } from 'react';
import { v } from '../../../../spec/catalogue/index.ts';

const { openTypes, defaultOpenType, missingUrl } = v('comp.builtin.navigator');
const { durationMs } = v('nav.animation.default-duration');
type OpenType = keyof typeof openTypes;

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
  const openType = (props.openType ?? defaultOpenType) as OpenType;
  const api = openTypes[openType];
  if (!api) return;
  const uni = (window as unknown as { uni?: Record<string, NavigationApi> }).uni;
  if (!uni) return;
  const animation = { animationType: props.animationType || undefined, animationDuration: props.animationDuration ?? durationMs };
  if (openType === 'navigateBack') {
    uni.navigateBack!({ delta: Number(props.delta ?? 1) || 1, ...animation });
    return;
  }
  if (!props.url) {
    console.error(missingUrl);
    return;
  }
  uni[api]!({ url: props.url, ...(openType === 'navigate' ? animation : {}) });
}

export default function Navigator(props: NavigatorProps) {
  return (
    <uni-navigator role="link" tabIndex={0} open-type={props.openType ?? defaultOpenType} onClick={() => navigate(props)}>
      {props.children}
    </uni-navigator>
  );
}

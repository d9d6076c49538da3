import { memo } from 'react';
import type { WindowConfig } from '../runtime/app-config.ts';
import { useMinWidth } from './media.ts';

export type WindowName = 'topWindow' | 'leftWindow' | 'rightWindow';

/** The viewport width from which a window without its own matchMedia minWidth shows. */
const DEFAULT_MIN_WIDTH = 768;

const TAGS = { topWindow: 'uni-top-window', leftWindow: 'uni-left-window', rightWindow: 'uni-right-window' } as const;

/**
 * A top, left or right window of the layout: shown while the viewport is at least its matchMedia
 * minWidth wide, unless the current page turns it off. Not rendered again by a navigation that leaves its
 * props as they were.
 */
export const LayoutWindow = memo(function LayoutWindow({ name, config, enabled }: { name: WindowName; config?: WindowConfig; enabled: boolean }) {
  const wide = useMinWidth(config?.matchMedia?.minWidth ?? DEFAULT_MIN_WIDTH);
  if (!config || !enabled || !wide) return null;
  const Tag = TAGS[name];
  const size = name === 'topWindow' ? { height: config.style?.height } : { width: config.style?.width, flexShrink: 0 };
  return (
    <Tag data-window={config.path} style={{ display: 'block', overflow: 'hidden', ...size }}>
      {config.text ?? config.path}
    </Tag>
  );
});

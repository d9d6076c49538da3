import { v } from '../../../spec/catalogue/index.ts';
import type { FixtureWindow } from '../../../spec/contract/index.ts';
import { useMinWidth } from './media.ts';

export type WindowName = 'topWindow' | 'leftWindow' | 'rightWindow';

const DEFAULT_MIN_WIDTH = v('nav.layout.windows').defaultMinWidth;

const TAGS = { topWindow: 'uni-top-window', leftWindow: 'uni-left-window', rightWindow: 'uni-right-window' } as const;

/**
 * A top, left or right window of the layout: shown while the viewport is at least its matchMedia
 * minWidth wide, unless the current page turns it off.
 */
export function LayoutWindow({ name, config, enabled }: { name: WindowName; config?: FixtureWindow; enabled: boolean }) {
  const wide = useMinWidth(config?.matchMedia?.minWidth ?? DEFAULT_MIN_WIDTH);
  if (!config || !enabled || !wide) return null;
  const Tag = TAGS[name];
  const size = name === 'topWindow' ? { height: config.style?.height } : { width: config.style?.width, flexShrink: 0 };
  return (
    <Tag data-window={config.path} style={{ display: 'block', overflow: 'hidden', ...size }}>
      {config.text ?? config.path}
    </Tag>
  );
}

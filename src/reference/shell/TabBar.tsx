import type { PageEntry } from '../router/router.ts';
import { useShell } from './context.ts';

const HEIGHT = 50;

/** The tab bar built from pages.json `tabBar.list`; a tap on another tab switches to it. */
export function TabBar({ current }: { current: PageEntry }) {
  const { rt, uni } = useShell();
  const tabBar = rt.app.tabBar;
  if (!tabBar) return null;
  return (
    <uni-tabbar role="tablist" style={{ display: 'flex', height: HEIGHT, boxSizing: 'border-box', borderTop: '1px solid rgba(0,0,0,.33)', background: '#f7f7fa' }}>
      {tabBar.list.map((item, index) => {
        const selected = current.route.route === item.pagePath;
        return (
          <button
            key={item.pagePath}
            type="button"
            role="tab"
            aria-selected={selected}
            style={{ flex: 1, border: 0, background: 'none', color: selected ? tabBar.selectedColor ?? '#007aff' : tabBar.color ?? '#999' }}
            onClick={() => { if (!selected) uni.switchTab({ url: `/${item.pagePath}`, from: 'tabBar', detail: { index, text: item.text, pagePath: item.pagePath } }); }}
          >
            {item.text}
          </button>
        );
      })}
    </uni-tabbar>
  );
}

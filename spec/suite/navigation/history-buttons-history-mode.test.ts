import { describe, expect, it, vi } from 'vitest';
import { historyModeApp } from '../../fixtures/navigation.ts';
import { call, useApp } from '../../harness/unit.ts';

const app = useApp(historyModeApp);
const instant = { animationType: 'none' };
const routes = (getCurrentPages: () => Array<{ route: string }>) => getCurrentPages().map((p) => p.route);

describe('the browser back and forward buttons (history mode)', () => {
  it('the url path follows the page, and browser back and forward rebuild the recorded stack [nav.router.history-mode] [nav.navigate-back.pops]', async () => {
    const { uni, getCurrentPages } = app() as any;
    await call(uni, 'navigateTo', { url: '/pages/detail/detail', ...instant });
    expect(location.pathname).toBe('/pages/detail/detail');
    window.history.back();
    await vi.waitFor(() => expect(routes(getCurrentPages)).toEqual(['pages/index/index']));
    expect(location.pathname).not.toBe('/pages/detail/detail');
    window.history.forward();
    await vi.waitFor(() => expect(routes(getCurrentPages)).toEqual(['pages/index/index', 'pages/detail/detail']));
    expect(location.pathname).toBe('/pages/detail/detail');
  });
});

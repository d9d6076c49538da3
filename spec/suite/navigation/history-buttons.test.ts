import { describe, expect, it, vi } from 'vitest';
import { hashApp } from '../../fixtures/navigation.ts';
import { call, useApp } from '../../harness/unit.ts';

const app = useApp(hashApp);
const instant = { animationType: 'none' };
const routes = (getCurrentPages: () => Array<{ route: string }>) => getCurrentPages().map((p) => p.route);

describe('the browser back and forward buttons (hash mode)', () => {
  it('browser back after navigateTo pops the page and browser forward pushes it again [nav.router.hash-mode] [nav.navigate-back.pops]', async () => {
    const { uni, getCurrentPages } = app() as any;
    await call(uni, 'navigateTo', { url: '/pages/detail/detail', ...instant });
    expect(routes(getCurrentPages)).toEqual(['pages/index/index', 'pages/detail/detail']);
    window.history.back();
    await vi.waitFor(() => expect(routes(getCurrentPages)).toEqual(['pages/index/index']));
    window.history.forward();
    await vi.waitFor(() => expect(routes(getCurrentPages)).toEqual(['pages/index/index', 'pages/detail/detail']));
    expect(location.hash).toContain('/pages/detail/detail');
  });
});

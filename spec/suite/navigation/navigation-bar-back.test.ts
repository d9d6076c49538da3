import { describe, expect, it } from 'vitest';
import { tap } from '../location/support/dom.ts';
import { part, partOrNull, useApp } from '../../harness/unit.ts';
import { navigated, settlesTo } from './settle.ts';

const app = useApp();

describe('the back button of the navigation bar [nav.navigate-back.pops] [nav.page-shell]', () => {
  it('the root page\'s bar has none; a pushed page\'s bar has one, and a tap on it closes that page', async () => {
    expect(partOrNull('shell.navigation-bar.back')).toBeNull();
    await navigated(app(), 'navigateTo', { url: '/pages/detail/detail', animationType: 'none' }, ['pages/index/index', 'pages/detail/detail']);
    await tap(part('shell.navigation-bar.back'));
    await settlesTo(app(), ['pages/index/index']);
    expect(part('shell.page').textContent).toContain('Home page');
  });
});

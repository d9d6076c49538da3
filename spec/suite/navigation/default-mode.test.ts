import { describe, expect, it } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { defaultModeApp } from '../../fixtures/navigation.ts';
import { call, useApp } from '../../harness/unit.ts';

const app = useApp(defaultModeApp);

describe('the router mode when the app names none', () => {
  it('an app without a router mode keeps the page path in the url hash [nav.router.hash-mode]', async () => {
    const { uni } = app() as any;
    await call(uni, 'navigateTo', { url: '/pages/detail/detail', animationType: 'none' });
    // Hash mode is the default exactly as the clause says.
    expect(location.hash.includes('/pages/detail/detail')).toBe(v('nav.router.hash-mode').default);
  });
});

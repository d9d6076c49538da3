import { describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { hashApp } from '../../fixtures/navigation.ts';
import { useApp } from '../../harness/unit.ts';

const { message } = v('nav.back-press.quit-prompt');
const app = useApp(hashApp);

describe('the browser back button on the root page', () => {
  it('a back press on the root page shows the quit prompt and keeps the root page [nav.back-press.quit-prompt]', async () => {
    const { getCurrentPages } = app();
    expect(document.body.textContent).not.toContain(message);
    window.history.back();
    await vi.waitFor(() => expect(document.body.textContent).toContain(message));
    expect(getCurrentPages().map((p) => p.route)).toEqual(['pages/index/index']);
  });
});

/**
 * The file chooser's default count in a real browser: the user picks files in Chromium's own chooser,
 * opened by a tap (a browser shows it only on user activation).
 */
import { v } from '../../catalogue/index.ts';
import { basicApp } from '../../fixtures/apps.ts';
import { expect, test } from '../../harness/browser.ts';

const { count } = v('device.choose-file.default-count');

test('a user who picks 99, 100 or 101 files keeps min(picked, 100): at the default count and a file either side [device.choose-file.default-count]', async ({ page, openApp }) => {
  await openApp(basicApp);
  await page.evaluate(() => {
    const trigger = document.createElement('button');
    trigger.textContent = 'Attach';
    trigger.style.cssText = 'position:fixed;top:80px;left:10px;z-index:1000';
    trigger.addEventListener('click', () => {
      (window as any).uni.chooseFile({ complete: (res: { tempFiles?: unknown[] }) => { (window as any).__kept = res.tempFiles?.length ?? 'none'; } });
    });
    document.body.append(trigger);
  });
  for (const picked of [count - 1, count, count + 1]) {
    await page.evaluate(() => { delete (window as any).__kept; });
    const opened = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Attach' }).click();
    const chooser = await opened;
    expect(chooser.isMultiple(), 'the chooser takes several files').toBe(true);
    await chooser.setFiles(Array.from({ length: picked }, (_, i) => ({ name: `f${i}.txt`, mimeType: 'text/plain', buffer: Buffer.from(`file ${i}`) })));
    await expect.poll(() => page.evaluate(() => (window as any).__kept), `${picked} picked`).toBe(Math.min(picked, count));
  }
});

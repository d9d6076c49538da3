/**
 * getVideoInfo in a real browser: Chromium's media engine asks for the video while the test holds that
 * request, so its metadata never arrives and the wait is what ends the call, on the page's clock.
 */
import type { Route } from '@playwright/test';
import { fill, v } from '../../catalogue/index.ts';
import { basicApp } from '../../fixtures/apps.ts';
import { expect, test } from '../../harness/browser.ts';

/** A same-origin path only this route answers. */
const VIDEO = '/__video-suite/clip.mp4';
const BYTES = 4096;

test('getVideoInfo of an http url answers with the size at 3000 ms of the page clock, not a millisecond earlier [device.video-info.timeout]', async ({ page, openApp }) => {
  const { timeoutMs } = v('device.video-info.timeout');
  const start = new Date('2026-01-01T00:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await openApp(basicApp);
  // The file itself is served (its size is the answer); the media engine's own request is held.
  const held: Route[] = [];
  await page.route(`**${VIDEO}`, (route) => (route.request().resourceType() === 'media'
    ? void held.push(route)
    : route.fulfill({ status: 200, contentType: 'video/mp4', body: Buffer.alloc(BYTES) })));
  await page.evaluate((src) => {
    (window as any).uni.getVideoInfo({ src, complete: (res: unknown) => { (window as any).__info = res; } });
  }, VIDEO);
  const info = () => page.evaluate(() => (window as any).__info);
  // The wait starts when the video is asked for; the paused clock has not moved since.
  await expect.poll(() => held.length).toBe(1);
  await page.clock.runFor(timeoutMs - 1);
  expect(await info()).toBeUndefined();
  await page.clock.runFor(1);
  await expect.poll(info).toEqual({ size: BYTES, errMsg: fill(v('device.api.ok').ok, { api: 'getVideoInfo' }) });
});

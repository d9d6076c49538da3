import type { Locator, Page } from '@playwright/test';
import { v } from '../../catalogue/index.ts';
import type { FixtureApp } from '../../contract/index.ts';
import { componentsApp } from '../../fixtures/components.ts';
import { expect, test } from '../../harness/browser.ts';
import { recordEvents } from './relayed-events.ts';

const { modes, defaultMode } = v('comp.builtin.image');
const mode = (name: (typeof modes)[number]) => name;

/** A 200×100 picture served by the test itself: no network. */
const natural = { width: 200, height: 100 };
const src = '/comp-fixtures/wide.svg';
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${natural.width}" height="${natural.height}"><rect width="100%" height="100%" fill="#09f"/></svg>`;

test.describe('image modes in real layout [comp.builtin.image]', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(`**${src}`, (route) => route.fulfill({ contentType: 'image/svg+xml', body: svg }));
  });

  /** Opens an image in `imageMode` and waits for its picture to load. */
  async function openImage(page: Page, openApp: (app: FixtureApp) => Promise<void>, imageMode: string) {
    const events = await recordEvents(page, ['load']);
    await openApp(componentsApp({ name: 'image', props: { src, mode: imageMode }, events: ['load'] }));
    await expect.poll(async () => (await events()).map((e) => e.detail)).toEqual([natural]);
  }

  /** The box of the picture the image shows: with these modes the picture fills the image's box. */
  const box = async (picture: Locator) => (await picture.boundingBox())!;

  test('widthFix takes its height from its width and the picture\'s ratio [comp.builtin.image]', async ({ page, openApp, part }) => {
    await openImage(page, openApp, mode('widthFix'));
    await expect.poll(async () => { const { width, height } = await box(part('image.picture')); return height - (width * natural.height) / natural.width; }).toBeCloseTo(0, 0);
  });

  test('heightFix takes its width from its height and the picture\'s ratio [comp.builtin.image]', async ({ page, openApp, part }) => {
    await openImage(page, openApp, mode('heightFix'));
    await expect.poll(async () => { const { width, height } = await box(part('image.picture')); return width - (height * natural.width) / natural.height; }).toBeCloseTo(0, 0);
  });

  test('the default mode keeps its box whatever the picture\'s ratio [comp.builtin.image]', async ({ page, openApp, part }) => {
    await openImage(page, openApp, defaultMode);
    const { width, height } = await box(part('image.picture'));
    expect(Math.abs(height - (width * natural.height) / natural.width)).toBeGreaterThan(1);
  });
});

import type { Locator } from '@playwright/test';
import fc from 'fast-check';
import { v } from '../../catalogue/index.ts';
import { progressApp } from '../../fixtures/components.ts';
import { expect, test } from '../../harness/browser.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

const { min, max } = v('comp.progress.percent-clamp');

// Each limit, a step of 1 and of 0.5 either side, and far beyond.
const edges = [-50, min - 1, -0.5, min, 0.5, min + 1, 37.5, max - 1, 99.5, max, 100.5, max + 1, 150, 1e6, '42.5', '-3', '250'];
// A fixed seed keeps the rendered sample reproducible; it is printed in the title.
const seed = 20261122;
const sample = fc.sample(fc.double({ min: -1000, max: 1000, noNaN: true }), { numRuns: propertyRuns(20), seed });

test(`each progress bar's rendered width is its clamped percent of the track (edges and fast-check seed ${seed}) [comp.progress.percent-clamp]`, async ({ openApp, part }) => {
  const percents = [...edges, ...sample];
  await openApp(progressApp(percents));
  // The app is up once its globals are; its first page may still be drawing the bars.
  await expect(part('progress.track')).toHaveCount(percents.length);
  await expect(part('progress.bar')).toHaveCount(percents.length);
  // Each bar's track and active part (contract/parts.ts), paired in document order.
  const widths = (found: Locator) => found.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
  const tracks = await widths(part('progress.track'));
  const inners = await widths(part('progress.bar'));
  const bars = tracks.map((track, i) => ({ track, inner: inners[i]! }));
  bars.forEach(({ track, inner }, i) => {
    const expected = (Math.min(max, Math.max(min, Number(percents[i]))) / 100) * track;
    expect(track, `track of percent ${percents[i]}`).toBeCloseTo(300, 0);
    expect(inner, `bar of percent ${percents[i]}`).toBeCloseTo(expected, 0);
  });
});

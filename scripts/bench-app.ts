/**
 * The app half of `npm run bench`: one target's serving of the basic fixture app, measured in Chromium through
 * the target contract only (its web server, `open`, parts), so the reference and the genuine editions are
 * measured the same way: JavaScript the page loads (raw and gzipped, each script and in all), first
 * contentful paint, the first page's text painted, and `uni.navigateTo` → the new page's text painted, each a
 * median of repeated runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import type { ConformanceTarget } from '../spec/contract/index.ts';
import { basicApp } from '../spec/fixtures/apps.ts';
import { defaultOpen } from '../spec/harness/open-app.ts';
import { partCss } from '../spec/harness/parts.ts';

export interface ScriptFigures {
  /** The script's path on the target's server. */
  path: string;
  bytes: number;
  gzipBytes: number;
}

export interface AppFigures {
  target: string;
  version: string;
  jsBytes: number;
  jsGzipBytes: number;
  /** Each script the app loaded in one run (opened, then navigateTo), in the order they arrived. */
  scripts: ScriptFigures[];
  firstRenderMs: number;
  /** Navigation start → the frame that paints the first page's own text (not only the shell around it). */
  pageShownMs: number;
  navigateToPaintedMs: number;
  /**
   * Which animation frame after the call painted the new page (1: the very next). Under a display clock the
   * next frame is up to a frame interval away, whatever a target does, so this says how close to that floor
   * the milliseconds above are.
   */
  navigateToFrames: number;
  runs: number;
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

// In-page measurements as source text: the TypeScript loader would wrap functions with helpers the page lacks.
const FIRST_CONTENTFUL_PAINT = `new Promise((done) => {
  new PerformanceObserver((list) => {
    const fcp = list.getEntries().find((e) => e.name === 'first-contentful-paint');
    if (fcp) done(fcp.startTime);
  }).observe({ type: 'paint', buffered: true });
})`;
const BOOTED = `typeof window.uni === 'object' && typeof window.getCurrentPages === 'function'`;
// The first page's text painted: looked for in every frame from the start of the page (an init script, so
// before any of the target's scripts), timed as navigateTo's below.
const pageShown = (currentPage: string) => `(() => {
  const look = () => {
    const el = document.querySelector(${JSON.stringify(currentPage)});
    if (el && el.textContent.includes('Home page')) setTimeout(() => { window.__benchPageShown = performance.now(); }, 0);
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})()`;
// Painted: the frame in which the new page's text is first in the shown page, once that frame's rendering is
// done (a task queued from the frame's animation-frame callback runs after its paint). Waiting for the frame
// after it instead added a whole frame interval to every target alike.
const navigateToPainted = (currentPage: string) => `new Promise((done) => {
  const t0 = performance.now();
  let frames = 0;
  window.uni.navigateTo({ url: '/pages/detail/detail' });
  const check = () => {
    frames++;
    const el = document.querySelector(${JSON.stringify(currentPage)});
    if (el && el.textContent.includes('Detail page')) setTimeout(() => done([performance.now() - t0, frames]), 0);
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

/**
 * Measures every target in turn within each run (run 1 of each, run 2 of each, …), their servers up side by
 * side, so a change in the machine's load falls on all of them alike and the ratios stay fair.
 */
export async function measureApps(browser: Browser, targets: ConformanceTarget[], runs: number, cwd: string): Promise<AppFigures[]> {
  const servers: ChildProcess[] = [];
  try {
    const measured = [];
    for (const target of targets) {
      const { command, url } = target.browser.webServer;
      servers.push(spawn(command, { cwd, shell: true, stdio: 'ignore', detached: true }));
      await waitForServer(url, target.timeouts?.webServer ?? 120_000);
      measured.push({ target, scripts: new Map<string, [raw: number, gzip: number]>(), firstRender: [] as number[], pageShown: [] as number[], navigate: [] as number[], frames: [] as number[] });
    }
    // Run -1 is not measured: a target that builds on demand builds then, and caches warm up.
    for (let i = -1; i < runs; i++) {
      for (const m of measured) await measureOnce(browser, m.target, i, m);
    }
    return measured.map(({ target, scripts, firstRender, pageShown: shown, navigate, frames }) => {
      const sizes = [...scripts.values()];
      return {
        target: target.name,
        version: target.version,
        jsBytes: sizes.reduce((sum, [raw]) => sum + raw, 0),
        jsGzipBytes: sizes.reduce((sum, [, gzip]) => sum + gzip, 0),
        scripts: [...scripts].map(([path, [bytes, gzipBytes]]) => ({ path, bytes, gzipBytes })),
        firstRenderMs: +median(firstRender).toFixed(1),
        pageShownMs: +median(shown).toFixed(1),
        navigateToPaintedMs: +median(navigate).toFixed(1),
        navigateToFrames: median(frames),
        runs,
      };
    });
  } finally {
    for (const server of servers) {
      try { process.kill(-server.pid!); } catch { /* already gone */ }
    }
  }
}

/** One run of `target`: opened in a fresh context, booted, then navigateTo; run 0 also notes the scripts loaded. */
async function measureOnce(browser: Browser, target: ConformanceTarget, i: number, into: {
  scripts: Map<string, [raw: number, gzip: number]>;
  firstRender: number[];
  pageShown: number[];
  navigate: number[];
  frames: number[];
}) {
  const context = await browser.newContext({ baseURL: target.browser.webServer.url });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(target.timeouts?.browser ?? 30_000);
    if (i === 0) {
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script' || !response.ok()) return;
        const body = await response.body().catch(() => undefined);
        if (body) into.scripts.set(new URL(response.url()).pathname, [body.length, gzipSync(body, { level: 9 }).length]);
      });
    }
    await page.addInitScript(pageShown(partCss(target, 'shell.page')));
    await (target.browser.open ?? defaultOpen)(page, basicApp);
    await page.locator(partCss(target, 'shell.page')).getByText('Home page').waitFor();
    // Booted as the contract says: the globals are up (a target may expose them after the first paint).
    await page.waitForFunction(BOOTED);
    if (i >= 0) {
      into.firstRender.push(await page.evaluate(FIRST_CONTENTFUL_PAINT) as number);
      into.pageShown.push(await page.waitForFunction(() => (window as any).__benchPageShown).then((h) => h.jsonValue()) as number);
      const [ms, frames] = await page.evaluate(navigateToPainted(partCss(target, 'shell.page'))) as [number, number];
      into.navigate.push(ms);
      into.frames.push(frames);
    }
  } finally {
    await context.close();
  }
}

async function waitForServer(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try { if ((await fetch(url)).status < 500) return; } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no server at ${url} after ${timeoutMs} ms`);
}

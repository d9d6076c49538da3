/**
 * The app half of `npm run bench`: one target's serving of the basic fixture app, measured in Chromium through
 * the target contract only (its web server, `open`, parts), so the reference and the genuine editions are
 * measured the same way: JavaScript the page loads (raw and gzipped), first contentful paint, and
 * `uni.navigateTo` → the new page's text painted, each a median of repeated runs.
 */
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import type { ConformanceTarget } from '../spec/contract/index.ts';
import { basicApp } from '../spec/fixtures/apps.ts';
import { defaultOpen } from '../spec/harness/browser.ts';
import { partCss } from '../spec/harness/parts.ts';

export interface AppFigures {
  target: string;
  version: string;
  jsBytes: number;
  jsGzipBytes: number;
  firstRenderMs: number;
  navigateToPaintedMs: number;
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
// The frame after the new page's text is in the shown page counts as painted.
const navigateToPainted = (currentPage: string) => `new Promise((done) => {
  const t0 = performance.now();
  window.uni.navigateTo({ url: '/pages/detail/detail' });
  const check = () => {
    const el = document.querySelector(${JSON.stringify(currentPage)});
    if (el && el.textContent.includes('Detail page')) requestAnimationFrame(() => done(performance.now() - t0));
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

export async function measureApp(browser: Browser, target: ConformanceTarget, runs: number, cwd: string): Promise<AppFigures> {
  const { command, url } = target.browser.webServer;
  const server = spawn(command, { cwd, shell: true, stdio: 'ignore', detached: true });
  try {
    await waitForServer(url, target.timeouts?.webServer ?? 120_000);
    const scripts = new Map<string, [raw: number, gzip: number]>();
    const firstRender: number[] = [];
    const navigate: number[] = [];
    // Run -1 is not measured: a target that builds on demand builds then, and caches warm up.
    for (let i = -1; i < runs; i++) {
      const context = await browser.newContext({ baseURL: url });
      const page = await context.newPage();
      page.setDefaultTimeout(target.timeouts?.browser ?? 30_000);
      await page.route((u) => !['127.0.0.1', 'localhost'].includes(u.hostname), (route) => route.abort('blockedbyclient'));
      if (i === 0) {
        page.on('response', async (response) => {
          if (response.request().resourceType() !== 'script' || !response.ok()) return;
          const body = await response.body().catch(() => undefined);
          if (body) scripts.set(response.url(), [body.length, gzipSync(body, { level: 9 }).length]);
        });
      }
      await (target.browser.open ?? defaultOpen)(page, basicApp);
      await page.locator(partCss(target, 'shell.page')).getByText('Home page').waitFor();
      if (i >= 0) {
        firstRender.push(await page.evaluate(FIRST_CONTENTFUL_PAINT) as number);
        navigate.push(await page.evaluate(navigateToPainted(partCss(target, 'shell.page'))) as number);
      }
      await context.close();
    }
    const sizes = [...scripts.values()];
    return {
      target: target.name,
      version: target.version,
      jsBytes: sizes.reduce((sum, [raw]) => sum + raw, 0),
      jsGzipBytes: sizes.reduce((sum, [, gzip]) => sum + gzip, 0),
      firstRenderMs: +median(firstRender).toFixed(1),
      navigateToPaintedMs: +median(navigate).toFixed(1),
      runs,
    };
  } finally {
    try { process.kill(-server.pid!); } catch { /* already gone */ }
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

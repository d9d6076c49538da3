/**
 * The browser layer's part in a mutation run of the reference (scripts/mutation/suite-runner.mjs). Under
 * Stryker the reference is built with every mutant in it, each switched on by the page global `__stryker__`
 * (`activeMutant`), and its code counts what it executes for the test named there (`currentTestId`). When the
 * runner asks (STRYKER_BROWSER_DIR), a test's page gets both before any of its scripts runs, and after the test
 * its record — outcome, time and the mutants its page executed — is written for the runner. Otherwise nothing.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

const dir = process.env.STRYKER_BROWSER_DIR;
/** Stryker's instrumenter's global namespace. */
const NS = '__stryker__';

export interface BrowserTestRecord {
  id: string;
  file: string;
  line: number;
  status: TestInfo['status'];
  ms: number;
  /** Mutant id → times executed. */
  hits: Record<string, number>;
}

/** Switches the page's mutant and counts its hits for this test; returns what writes the test's record. */
export async function switchMutants(page: Page, testInfo: TestInfo): Promise<(() => Promise<void>) | undefined> {
  if (!dir) return undefined;
  const file = relative(process.cwd(), testInfo.file);
  const id = `browser:${file}:${testInfo.line} ${testInfo.titlePath.slice(1).join(' › ')}`;
  const hits: Record<string, number> = {};
  const add = (counts: Record<string, number> | undefined) => {
    for (const [mutant, n] of Object.entries(counts ?? {})) hits[mutant] = (hits[mutant] ?? 0) + n;
  };
  // A page that unloads (a reload, a history-mode navigation) hands over what it counted before it goes; the
  // page the test ends on is asked for the rest. The hand-over is a call to the test, which a page reloading
  // from a tap may not deliver (the retry screen's reload): the counts also go into sessionStorage, which the
  // next document of the same origin hands over with its own. Only which mutants a test executed is used, so
  // counts that arrive both ways do no harm.
  await page.exposeFunction('__strykerHandOver__', add);
  await page.addInitScript(({ ns, testId, mutant, key }) => {
    const g = globalThis as any;
    g[ns] = { currentTestId: testId, activeMutant: mutant };
    const carried = () => {
      try {
        const saved = JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, number>;
        sessionStorage.removeItem(key);
        return saved;
      } catch {
        return {}; // No storage (an opaque origin such as data:): nothing was carried.
      }
    };
    g.__strykerTake__ = () => {
      const counts = carried();
      for (const [m, n] of Object.entries<number>(g[ns].mutantCoverage?.perTest?.[testId] ?? {})) counts[m] = (counts[m] ?? 0) + n;
      if (g[ns].mutantCoverage) g[ns].mutantCoverage.perTest = {};
      return counts;
    };
    addEventListener('pagehide', () => {
      const counts = g.__strykerTake__();
      try {
        sessionStorage.setItem(key, JSON.stringify(counts));
      } catch {
        // An opaque origin: the call below is the only way out.
      }
      g.__strykerHandOver__(counts);
    });
  }, { ns: NS, testId: id, mutant: process.env.STRYKER_ACTIVE_MUTANT, key: `${NS}carried` });
  return async () => {
    add(await page.evaluate(() => (globalThis as any).__strykerTake__?.()).catch(() => undefined));
    const record: BrowserTestRecord = { id, file, line: testInfo.line, status: testInfo.status, ms: testInfo.duration, hits };
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${createHash('sha1').update(id).digest('hex')}.json`), JSON.stringify(record));
  };
}

/**
 * Finding a part (contract/parts.ts) the selected target's way, falling back to the reference's. The
 * unit face searches a DOM subtree; the browser face builds Playwright locators.
 */
import type { Locator, Page } from '@playwright/test';
import type { ConformanceTarget } from '../contract/index.ts';
import type { PartFinder, PartName } from '../contract/parts.ts';
import { referenceParts } from '../contract/reference-parts.ts';

export function finderOf(target: ConformanceTarget, name: PartName): PartFinder {
  return target.parts?.[name] ?? referenceParts[name];
}

const cssOf = (finder: PartFinder) => (typeof finder === 'string' ? finder : finder.css);

/** The CSS selector of part `name`, for code that runs inside the page (a benchmark's timing loop). */
export function partCss(target: ConformanceTarget, name: PartName): string {
  const css = cssOf(finderOf(target, name));
  if (!css) throw new Error(`target ${target.name} gives part ${name} no css selector`);
  return css;
}

/** Every element of part `name` within `within`, in document order. */
export function findAll(target: ConformanceTarget, name: PartName, within: ParentNode): Element[] {
  const finder = finderOf(target, name);
  if (typeof finder !== 'string' && finder.unit) return finder.unit(within);
  const css = cssOf(finder);
  if (!css) throw new Error(`target ${target.name} gives part ${name} no css and no unit finder`);
  return [...within.querySelectorAll(css)];
}

/** A locator for every element of part `name` within `within`. */
export function locate(target: ConformanceTarget, name: PartName, within: Page | Locator): Locator {
  const finder = finderOf(target, name);
  if (typeof finder !== 'string' && finder.browser) return finder.browser(within);
  const css = cssOf(finder);
  if (!css) throw new Error(`target ${target.name} gives part ${name} no css and no browser finder`);
  return within.locator(css);
}

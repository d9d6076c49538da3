/**
 * Choosing in a picker as a user does, in real layout: a tap on the option's box. The framework shows
 * each column as a wheel that picks from where in the column the tap lands (an option out of the wheel's
 * window is reached by tapping the nearest one shown, as often as it takes), which a DOM without layout
 * cannot show. What the picker emits is read from the change, columnchange and cancel events the page
 * relays. A phone-sized window: the framework shows the picker as a sheet with its done and cancel
 * buttons there (on a desktop-sized window a selector is a list that closes on the tap of an option; the
 * unit tests judge that one).
 */
import type { Locator, Page } from '@playwright/test';
import { v } from '../../catalogue/index.ts';
import type { PartName } from '../../contract/index.ts';
import { pickerApp, pickerEvents } from '../../fixtures/components.ts';
import { expect, test } from '../../harness/browser.ts';
import { numberOf, partOfColumn, pattern, run } from './picker-labels.ts';
import { recordEvents } from './relayed-events.ts';

const { yearsAround } = v('comp.picker.date-range');
const time = v('comp.picker.time-range');
const { formats } = v('comp.picker.date-fields');

test.use({ viewport: { width: 375, height: 667 } });

type Part = (name: PartName, within?: Locator) => Locator;
/** What the user sees of a part: the open picker's, not a closed one's kept in the page. */
const shown = (found: Locator) => found.filter({ visible: true });

interface Option { label: string; x: number; y: number }
/** Each option of `column`, what it reads and where its centre is. */
const optionsOf = (part: Part, column: Locator) => part('picker.option', column).evaluateAll((els) => els.map((el) => {
  const box = el.getBoundingClientRect();
  return { label: el.textContent!.trim(), x: box.x + box.width / 2, y: box.y + box.height / 2 };
}));

/**
 * Waits until `read` gives the same answer two frames running: a popup that slides in, or a column that
 * turns after a tap, has come to rest.
 */
async function rested<T>(page: Page, read: () => Promise<T>): Promise<T> {
  let last = JSON.stringify(await read());
  for (let frame = 0; frame < 600; frame++) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const now = await read();
    if (JSON.stringify(now) === last) return now;
    last = JSON.stringify(now);
  }
  throw new Error('the picker did not come to rest');
}

/** Taps the `index`th picker of the page, as a user opens it, and waits for its popup to come to rest. */
async function open(page: Page, part: Part, index = 0): Promise<Locator> {
  const box = (await part('picker').nth(index).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const popup = shown(part('picker.popup'));
  await expect(popup).toBeVisible();
  await rested(page, () => popup.boundingBox());
  return popup;
}

/** The columns of the open picker, in order. */
const columnsOf = (part: Part, popup: Locator) => shown(part('picker.column', popup));
/** What the options of each column of the open picker read. */
async function labels(part: Part, popup: Locator): Promise<string[][]> {
  const columns = columnsOf(part, popup);
  return Promise.all((await columns.all()).map(async (column) => (await optionsOf(part, column)).map((o) => o.label)));
}
/** The column of the open date or time picker that offers `which` (by its count of options). */
async function columnOf(part: Part, popup: Locator, which: ReturnType<typeof partOfColumn>): Promise<Locator> {
  for (const column of await columnsOf(part, popup).all()) {
    if (partOfColumn(await part('picker.option', column).count()) === which) return column;
  }
  throw new Error(`the open picker has no ${which} column`);
}

/**
 * Taps the option of `column` that `wanted` picks, as a user does: where it is shown, on its box; where
 * the column's window does not show it, on the shown option nearest to it, until it is shown. Waits for
 * the column to come to rest after each tap.
 */
async function choose(page: Page, part: Part, column: Locator, wanted: (label: string) => boolean): Promise<void> {
  const height = page.viewportSize()!.height;
  for (let tap = 0; tap < 40; tap++) {
    const options = await rested(page, () => optionsOf(part, column));
    const box = (await column.boundingBox())!;
    const target = options.findIndex((o) => wanted(o.label));
    expect(target, `no such option in ${options.map((o) => o.label).join(' ')}`).toBeGreaterThanOrEqual(0);
    const inColumn = (o: Option) => o.y > box.y && o.y < box.y + box.height;
    const onScreen = (o: Option) => inColumn(o) && o.y > 0 && o.y < height;
    if (onScreen(options[target]!)) {
      await page.mouse.click(options[target]!.x, options[target]!.y);
      await rested(page, () => optionsOf(part, column));
      return;
    }
    if (inColumn(options[target]!)) {
      // Below or above the window: the user scrolls the page to it.
      await part('picker.option', column).nth(target).scrollIntoViewIfNeeded();
      continue;
    }
    const nearest = options.map((o, i) => ({ o, i })).filter(({ o }) => onScreen(o)).sort((a, b) => Math.abs(a.i - target) - Math.abs(b.i - target))[0];
    expect(nearest, 'the column shows no option').toBeDefined();
    await page.mouse.click(nearest!.o.x, nearest!.o.y);
  }
  throw new Error('the option was not reached in 40 taps');
}
const label = (text: string) => (l: string) => l === text;
const number = (n: number) => (l: string) => numberOf(l) === n;

/** Taps the open picker's done (or cancel) button and waits for its popup to go. */
async function finish(page: Page, part: Part, popup: Locator, button: 'picker.confirm' | 'picker.cancel'): Promise<void> {
  await shown(part(button, popup)).click();
  await expect(popup).toBeHidden();
}

test.describe('picker modes chosen by tapping in real layout [comp.picker.mode, comp.builtin.picker]', () => {
  test('selector shows range-key labels and opens a negative value on the first option, which done confirms as 0 [comp.picker.mode, comp.builtin.picker]', async ({ page, openApp, part }) => {
    const events = await recordEvents(page, pickerEvents);
    await openApp(pickerApp({ mode: 'selector', range: [{ n: 'x' }, { n: 'y' }], rangeKey: 'n', value: -3 }));
    const popup = await open(page, part);
    expect(await labels(part, popup)).toEqual([['x', 'y']]);
    await finish(page, part, popup, 'picker.confirm');
    expect((await events()).map(({ type, detail }) => ({ type, detail }))).toEqual([{ type: 'change', detail: { value: 0 } }]);
  });

  for (const value of [2, '2'] as const) {
    test(`selector opens on the option its value indexes (${JSON.stringify(value)}), which done confirms [comp.picker.mode, comp.builtin.picker]`, async ({ page, openApp, part }) => {
      const events = await recordEvents(page, pickerEvents);
      await openApp(pickerApp({ mode: 'selector', range: ['a', 'b', 'c'], value }));
      await finish(page, part, await open(page, part), 'picker.confirm');
      expect((await events()).map(({ type, detail }) => ({ type, detail }))).toEqual([{ type: 'change', detail: { value: 2 } }]);
    });
  }

  test('multiSelector: one column per range, a tapped option emits columnchange for its column, done emits the index array [comp.picker.mode, comp.builtin.picker]', async ({ page, openApp, part }) => {
    const events = await recordEvents(page, pickerEvents);
    await openApp(pickerApp({ mode: 'multiSelector', range: [['a', 'b'], ['x', 'y', 'z']], value: [1, 9] }));
    const popup = await open(page, part);
    expect(await labels(part, popup)).toEqual([['a', 'b'], ['x', 'y', 'z']]);
    await choose(page, part, columnsOf(part, popup).nth(1), label('z'));
    expect((await events()).map(({ type, detail }) => ({ type, detail }))).toEqual([{ type: 'columnchange', detail: { column: 1, value: 2 } }]);
    await finish(page, part, popup, 'picker.confirm');
    expect((await events()).at(-1)).toMatchObject({ type: 'change', detail: { value: [1, 2] } });
  });

  test('time: hours and minutes columns from 00:00 to 23:59; the tapped minute is confirmed as HH:mm [comp.picker.mode, comp.builtin.picker, comp.picker.time-range]', async ({ page, openApp, part }) => {
    const events = await recordEvents(page, pickerEvents);
    await openApp(pickerApp({ mode: 'time', value: '09:05' }));
    const popup = await open(page, part);
    expect(await columnsOf(part, popup).count()).toBe(2);
    const numbers = async (which: 'hours' | 'minutes') => (await optionsOf(part, await columnOf(part, popup, which))).map((o) => numberOf(o.label));
    const [startHour, startMinute] = time.start.split(':').map(Number);
    const [endHour, endMinute] = time.end.split(':').map(Number);
    expect(await numbers('hours')).toEqual(run(startHour!, endHour!));
    expect(await numbers('minutes')).toEqual(run(startMinute!, endMinute!));
    await choose(page, part, await columnOf(part, popup, 'minutes'), number(7));
    await finish(page, part, popup, 'picker.confirm');
    expect((await events()).map(({ type, detail }) => ({ type, detail }))).toEqual([{ type: 'change', detail: { value: '09:07' } }]);
  });

  test('cancel closes the popup and emits cancel, not change, after an option was tapped [comp.builtin.picker]', async ({ page, openApp, part }) => {
    const events = await recordEvents(page, pickerEvents);
    await openApp(pickerApp({ range: ['a', 'b'] }));
    const popup = await open(page, part);
    await choose(page, part, columnsOf(part, popup).first(), label('b'));
    await finish(page, part, popup, 'picker.cancel');
    expect((await events()).map(({ type, detail }) => ({ type, detail }))).toEqual([{ type: 'cancel', detail: {} }]);
  });
});

test('a month tapped whose days end before the chosen day gives a real date of the day format, not the impossible one [comp.picker.date-fields]', async ({ page, openApp, part }) => {
  const events = await recordEvents(page, pickerEvents);
  const initial = '2021-01-30';
  await openApp(pickerApp({ mode: 'date', value: initial }));
  const popup = await open(page, part);
  // February has no 30th.
  await choose(page, part, await columnOf(part, popup, 'months'), number(2));
  await finish(page, part, popup, 'picker.confirm');
  const value = (await events()).at(-1)?.detail.value as string;
  expect(value).toMatch(pattern(formats.day));
  expect(value, 'the tapped month is taken').not.toBe(initial);
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  expect([date.getFullYear(), date.getMonth() + 1, date.getDate()], `${value} is a day of the calendar`).toEqual([y, m, d]);
});

test('a month picker opened on the 31st without a value confirms a tapped shorter month as that month, not the one a 31st rolls into [comp.picker.date-fields]', async ({ page, openApp, part }) => {
  // Midday, so the 31st in every time zone; the page's timers keep running.
  await page.clock.setFixedTime(new Date(Date.UTC(2031, 0, 31, 12)));
  const events = await recordEvents(page, pickerEvents);
  await openApp(pickerApp({ mode: 'date', fields: 'month' }));
  const popup = await open(page, part);
  await choose(page, part, await columnOf(part, popup, 'months'), number(2));
  await finish(page, part, popup, 'picker.confirm');
  expect((await events()).at(-1)?.detail.value).toBe('2031-02');
});

test('a tapped time or date outside start and end is confirmed as the nearer bound [comp.picker.date-range]', async ({ page, openApp, part }) => {
  const events = await recordEvents(page, pickerEvents);
  const confirmed = async () => (await events()).at(-1)?.detail.value;
  await openApp(pickerApp(
    { mode: 'time', value: '10:30', start: '10:00', end: '12:00' },
    { mode: 'date', value: '2021-02-19', start: '2021-02-18', end: '2021-02-20' },
  ));
  let popup = await open(page, part, 0);
  await choose(page, part, await columnOf(part, popup, 'hours'), number(14));
  await finish(page, part, popup, 'picker.confirm');
  expect(await confirmed()).toBe('12:00');
  popup = await open(page, part, 1);
  await choose(page, part, await columnOf(part, popup, 'days'), number(22));
  await finish(page, part, popup, 'picker.confirm');
  expect(await confirmed()).toBe('2021-02-20');
  popup = await open(page, part, 1);
  await choose(page, part, await columnOf(part, popup, 'days'), number(16));
  await finish(page, part, popup, 'picker.confirm');
  expect(await confirmed()).toBe('2021-02-18');
});

test('a page opened in 2026 offers the years 1876 to 2176: each limit, not the year beyond it [comp.picker.date-range]', async ({ page, openApp, part }) => {
  const year = 2026;
  // Mid-year, so the year is the same in every time zone; the page's timers keep running.
  await page.clock.setFixedTime(new Date(Date.UTC(year, 5, 15, 12)));
  await openApp(pickerApp({ mode: 'date', fields: 'year', value: String(year) }));
  const popup = await open(page, part);
  const years = (await optionsOf(part, await columnOf(part, popup, 'years'))).map((o) => numberOf(o.label));
  for (const limit of [year - yearsAround, year + yearsAround]) expect(years, `the year ${limit}`).toContain(limit);
  for (const beyond of [year - yearsAround - 1, year + yearsAround + 1]) expect(years, `the year ${beyond}`).not.toContain(beyond);
  expect(years).toEqual(run(year - yearsAround, year + yearsAround));
});

test('a time picker without start and end confirms the first and the last minute of the day as tapped [comp.picker.time-range]', async ({ page, openApp, part }) => {
  const events = await recordEvents(page, pickerEvents);
  await openApp(pickerApp({ mode: 'time', value: '12:30' }));
  // What the default range makes of a tapped time: itself inside it, the nearer bound outside.
  const within = (hhmm: string) => (hhmm < time.start ? time.start : hhmm > time.end ? time.end : hhmm);
  for (const [hour, minute] of [[23, 59], [0, 0]] as const) {
    const popup = await open(page, part);
    await choose(page, part, await columnOf(part, popup, 'hours'), number(hour));
    await choose(page, part, await columnOf(part, popup, 'minutes'), number(minute));
    await finish(page, part, popup, 'picker.confirm');
    const tapped = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
    expect((await events()).at(-1)?.detail.value, tapped).toBe(within(tapped));
  }
});

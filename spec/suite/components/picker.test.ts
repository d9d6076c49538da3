import { fireEvent } from '@testing-library/dom';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { part, partOrNull, parts, unitTarget, useApp, useMount } from '../../harness/unit.ts';
import { advance, recorder, rootOf, useClock } from './dom.ts';
import { propertyRuns } from '../../harness/property-runs.ts';
import { numberOf, partOfColumn, pattern, run } from './picker-labels.ts';

const mount = useMount();
/** The framework name the component mounts by. */
const component = v('comp.builtin.picker').name;
const { modes, default: defaultMode, invalidTemplate } = v('comp.picker.mode');
const { fields, defaultField, formats } = v('comp.picker.date-fields');
const { yearsAround } = v('comp.picker.date-range');

/**
 * How long a popup may take to fade in or out before the test looks (the framework shows its picker 20 ms
 * after the tap): no clause pins it. The clock is fake, so waiting costs nothing.
 */
const POPUP_MS = 1000;

beforeEach(() => useClock());

/** The open picker's popup, wherever the runtime puts it (the framework moves it to the page's end). */
const popup = () => partOrNull('picker.popup');
/** Taps the picker, as a user opens it. */
const open = async (root: HTMLElement) => { fireEvent.click(rootOf(root)); await advance(POPUP_MS); };
const columns = () => parts('picker.column', part('picker.popup'));
const options = (column: HTMLElement) => parts('picker.option', column);
/** What each option of a column reads (a runtime may pad the text with spaces). */
const labels = (column: HTMLElement) => options(column).map((o) => o.textContent!.trim());
const tap = async (option: HTMLElement) => { fireEvent.click(option); await advance(0); };
const choose = async (column: HTMLElement, label: string) => {
  const option = options(column).find((o) => o.textContent!.trim() === label);
  expect(option, `no option ${label}`).toBeDefined();
  await tap(option!);
};
/**
 * Confirms the open picker with its confirm button. A picker may close on the tap of an option (the
 * framework's selector list on a desktop-sized window has no confirm button): the seed names no button.
 */
const confirm = async () => {
  const shown = popup();
  if (shown) fireEvent.click(part('picker.confirm', shown));
  await advance(POPUP_MS);
};
const cancel = async () => { fireEvent.click(part('picker.cancel', part('picker.popup'))); await advance(POPUP_MS); };

/** The numbers a time or date column offers, first to last. */
const numbers = (column: HTMLElement) => labels(column).map(numberOf);
/** The columns of an open date or time picker by what they offer, not by their order (picker-labels.ts). */
function columnsByPart() {
  return Object.fromEntries(columns().map((column) => [partOfColumn(options(column).length), column])) as Partial<Record<ReturnType<typeof partOfColumn>, HTMLElement>>;
}
/** A picker of its own, outside the test's mounts: made at the time the test set, unmounted by the test. */
async function mountAlone(name: string, props: Record<string, unknown>) {
  const container = document.createElement('div');
  document.body.append(container);
  return unitTarget.mount(name, props, container);
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('picker modes [comp.picker.mode, comp.builtin.picker]', () => {
  it('selector: confirm emits the chosen index; the default mode is selector', async () => {
    const change = recorder<{ value: unknown }>();
    const { container } = await mount(component, { range: ['a', 'b', 'c'], value: 0, onChange: change.handler });
    await open(container);
    expect(columns().map(labels)).toEqual([['a', 'b', 'c']]);
    await choose(columns()[0]!, 'c');
    await confirm();
    expect(change.events).toEqual([{ type: 'change', detail: { value: 2 } }]);
    expect(popup()).toBeNull();
  });

  it('accepts each listed mode without an error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const mode of modes) {
      const { container } = await mount(component, { mode, range: [['a']] });
      await open(container);
      expect(popup()).not.toBeNull();
    }
    expect(error).not.toHaveBeenCalled();
  });

  it('a disabled picker does not open', async () => {
    const { container } = await mount(component, { range: ['a'], disabled: true });
    await open(container);
    expect(popup()).toBeNull();
  });

  it('selector: without a range it offers no option (the range defaults to none)', async () => {
    const { container } = await mount(component, {});
    await open(container);
    expect(columns().flatMap(labels)).toEqual([]);
  });

  it(`without a mode it is the ${defaultMode} picker`, async () => {
    const change = recorder<{ value: unknown }>();
    const props = { range: ['a', 'b', 'c'], value: 1, onChange: change.handler };
    const m = await mount(component, props);
    const chosen = async () => {
      await open(m.container);
      const seen = columns().map(labels);
      await choose(columns()[0]!, 'c');
      await confirm();
      return { seen, value: change.events.at(-1)?.detail.value };
    };
    const withoutMode = await chosen();
    await m.update({ ...props, mode: defaultMode });
    expect(await chosen()).toEqual(withoutMode);
    expect(change.events).toHaveLength(2);
  });
});

// Which modes a picker takes is the mode clause's concern alone, not whether the component is provided.
describe('picker modes beyond the four [comp.picker.mode]', () => {
  it('reports any other mode with a clear error naming it and the supported modes, and does not open', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const m = await mount(component, { range: ['a'] });
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.constantFrom('region', 'Selector', 'multiselector', 'datetime', '')).filter((mode) => !(modes as readonly string[]).includes(mode)), async (mode) => {
        error.mockClear();
        m.update({ mode, range: ['a'] });
        expect(error).toHaveBeenCalledTimes(1);
        expect(String(error.mock.calls[0]![0])).toBe(fill(invalidTemplate, { mode, modes: modes.join(', ') }));
        await open(m.container);
        expect(popup()).toBeNull();
        await m.update({ mode: 'selector', range: ['a'] });
      }),
      { numRuns: propertyRuns(300) },
    );
  }, 60_000);
});

describe('picker date fields [comp.picker.date-fields]', () => {
  it.each(fields)('fields %s gives one column per part and a value of its format', async (field) => {
    const change = recorder<{ value: string }>();
    const { container } = await mount(component, { mode: 'date', fields: field, value: '2020-06-15', onChange: change.handler });
    await open(container);
    expect(columns()).toHaveLength(fields.indexOf(field) + 1);
    await confirm();
    expect(change.events[0]!.detail.value).toMatch(pattern(formats[field]));
    expect(change.events[0]!.detail.value).toBe('2020-06-15'.slice(0, formats[field].length));
  });

  it('without fields behaves as day: three columns and YYYY-MM-DD', async () => {
    const change = recorder<{ value: string }>();
    const { container } = await mount(component, { mode: 'date', value: '2021-02-03', onChange: change.handler });
    await open(container);
    expect(columns()).toHaveLength(fields.indexOf(defaultField) + 1);
    const { years, months, days } = columnsByPart();
    expect(numbers(months!)).toEqual(run(1, 12));
    expect(numbers(days!)).toEqual(run(1, 31));
    expect(years).toBeDefined();
    await confirm();
    expect(change.events[0]!.detail.value).toMatch(pattern(formats[defaultField]));
    expect(change.events[0]!.detail.value).toBe('2021-02-03');
  });
});

describe('picker date range [comp.picker.date-range]', () => {
  it('for any current date, the year column offers every year from the current year −150 to +150', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1000, max: 8000 }), fc.integer({ min: 0, max: 364 }), async (year, day) => {
        // A page opened on that day: the picker is made then.
        vi.setSystemTime(new Date(year, 0, 1 + day, 12));
        const m = await mountAlone(component, { mode: 'date', fields: 'year' });
        try {
          await open(m.container);
          expect(columns()).toHaveLength(1);
          expect(numbers(columns()[0]!)).toEqual(run(year - yearsAround, year + yearsAround));
          await cancel();
        } finally {
          await m.unmount();
          m.container.remove();
        }
      }),
      // Each run mounts a picker and draws its 301 year options: fewer runs than a cheap property (the
      // flake gate draws twice as many). Always a page opened in 2026: the years 1876 to 2176, not 1875 or 2177.
      { numRuns: propertyRuns(25), examples: [[2026, 0]] },
    );
  }, 120_000);

  it('for any start and end, the year column is widened (never narrowed) to them', async () => {
    const thisYear = new Date().getFullYear();
    // A start or end year often falls outside the current year ∓150 (each open draws every year offered).
    const day = fc.record({ y: fc.integer({ min: thisYear - yearsAround - 30, max: thisYear + yearsAround + 30 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) });
    const text = ({ y, m: mo, d }: { y: number; m: number; d: number }) => `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    await fc.assert(
      fc.asyncProperty(day, day, async (a, b) => {
        const [start, end] = [text(a), text(b)].sort() as [string, string];
        const m = await mountAlone(component, { mode: 'date', start, end });
        try {
          await open(m.container);
          expect(numbers(columnsByPart().years!)).toEqual(run(Math.min(Number(start.slice(0, 4)), thisYear - yearsAround), Math.max(Number(end.slice(0, 4)), thisYear + yearsAround)));
          await cancel();
        } finally {
          await m.unmount();
          m.container.remove();
        }
      }),
      // Each run mounts a picker and draws its 300-odd year options: fewer runs than a cheap property. A
      // date tapped outside start and end is judged in real layout (picker.spec.ts).
      { numRuns: propertyRuns(25) },
    );
  }, 120_000);
});

/** `HH:mm` or `YYYY-MM-DD` of a clock reading (the framework pads each part). */
const two = (n: number) => String(n).padStart(2, '0');
const timeText = (minutes: number) => `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
const dateText = (d: Date) => `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
/**
 * The value confirmed at once after opening a picker made with these props. Each is a picker of its own: a
 * runtime may keep what a picker was last confirmed on until its value prop changes.
 */
async function confirmed(props: Record<string, unknown>) {
  const change = recorder<{ value: unknown }>();
  const m = await mountAlone(component, { ...props, onChange: change.handler });
  try {
    await open(m.container);
    await confirm();
    expect(change.events).toHaveLength(1);
    return change.events[0]!.detail.value;
  } finally {
    await m.unmount();
    m.container.remove();
  }
}

describe('picker value normalisation [comp.builtin.picker]', () => {
  // A time or date value that does not parse falls back to the current time or date (research facts §5.5, value normalisation).
  const now = new Date(2031, 3, 9, 14, 37);

  it('time: without a value, or with one that is not HH:mm, the picker opens on the current time', async () => {
    vi.setSystemTime(now);
    const expected = timeText(now.getHours() * 60 + now.getMinutes());
    expect(await confirmed({ mode: 'time' })).toBe(expected);
    for (const value of ['soon', 'at 09:05', '09:05 pm', '0905']) expect(await confirmed({ mode: 'time', value }), value).toBe(expected);
  });

  it('date: a value that is not a date opens the picker on the current date', async () => {
    vi.setSystemTime(now);
    for (const value of ['soon', 'day 15', 'June 2020', 'on 2020-06-15']) expect(await confirmed({ mode: 'date', value }), value).toBe(dateText(now));
  });

  it('date: without a value (the default 0), or with a part no column offers (year 0, month 0 or 13, day 0 or 32, no day, a year before the first or past the last), the picker opens on the current date', async () => {
    vi.setSystemTime(now);
    expect(await confirmed({ mode: 'date' })).toBe(dateText(now));
    const year = now.getFullYear();
    for (const value of [0, '0', '2020-00-15', '2020-13-01', '2020-06-00', '2020-06-32', '2020-06', `${year - 500}-01-01`, `${year + 500}-01-01`]) {
      expect(await confirmed({ mode: 'date', value }), String(value)).toBe(dateText(now));
    }
  });

  it('time: an hour or minute no column offers (24:00, 12:60) opens the picker on the current time', async () => {
    vi.setSystemTime(now);
    const expected = timeText(now.getHours() * 60 + now.getMinutes());
    for (const value of ['24:00', '12:60']) expect(await confirmed({ mode: 'time', value }), value).toBe(expected);
  });

  it('fields year and month each take a value of the format they emit (YYYY, YYYY-MM) [comp.picker.date-fields]', async () => {
    vi.setSystemTime(now);
    for (const field of ['year', 'month'] as const) {
      const value = '2020-06-15'.slice(0, formats[field].length);
      expect(value).toMatch(pattern(formats[field]));
      expect(await confirmed({ mode: 'date', fields: field, value }), field).toBe(value);
    }
  });

  it('multiSelector: an index past the last option of its column starts that column at 0', async () => {
    expect(await confirmed({ mode: 'multiSelector', range: [['a', 'b'], ['x', 'y', 'z']], value: [2, 2] })).toEqual([0, 2]);
  });
});

describe('picker bounds [comp.picker.date-range]', () => {
  // The pickers of a run after another live in one app, as a page's pickers do.
  useApp();

  it('time: a value between start and end is kept, one outside them becomes the nearer bound', async () => {
    // Hours close together, so a value often shares its hour with a bound and only the minutes decide.
    const minute = fc.integer({ min: 9 * 60, max: 11 * 60 + 59 });
    await fc.assert(
      fc.asyncProperty(minute, minute, minute, async (a, b, value) => {
        const [start, end] = [Math.min(a, b), Math.max(a, b)];
        const expected = Math.min(end, Math.max(start, value));
        expect(await confirmed({ mode: 'time', start: timeText(start), end: timeText(end), value: timeText(value) })).toBe(timeText(expected));
      }),
      // Each bound, and one minute either side of it, always; each run mounts a picker of its own.
      { numRuns: propertyRuns(50), examples: [599, 600, 601, 659, 660, 661].map((value) => [600, 660, value]) },
    );
  }, 120_000);

  it('date: a value between start and end is kept, one outside them becomes the nearer bound', async () => {
    // Years close together, so a value often shares its year, or year and month, with a bound.
    const day = fc.tuple(fc.integer({ min: 2000, max: 2002 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
      .map(([y, mo, d]) => `${y}-${two(mo)}-${two(d)}`);
    await fc.assert(
      fc.asyncProperty(day, day, day, async (a, b, value) => {
        const [start, end] = [a, b].sort() as [string, string];
        const expected = value < start ? start : value > end ? end : value;
        expect(await confirmed({ mode: 'date', start, end, value })).toBe(expected);
      }),
      // Each bound, and one day either side of it, always; each run mounts a picker of its own.
      { numRuns: propertyRuns(40), examples: ['2000-03-09', '2000-03-10', '2000-03-11', '2001-07-19', '2001-07-20', '2001-07-21'].map((value) => ['2000-03-10', '2001-07-20', value]) },
    );
  }, 120_000);
});

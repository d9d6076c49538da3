import { fireEvent } from '@testing-library/dom';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { useMount } from '../../harness/unit.ts';
import { $, recorder, settle, useClock } from './dom.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

const mount = useMount();
const { modes } = v('comp.picker.mode');
const { fields, formats } = v('comp.picker.date-fields');
const { yearsAround, timeStart, timeEnd } = v('comp.picker.date-range');

const open = async (root: HTMLElement) => { fireEvent.click($(root, 'uni-picker')); await settle(); };
const popup = (root: HTMLElement) => root.querySelector('.uni-picker-container');
const columns = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('.uni-picker-column')];
const options = (column: HTMLElement) => [...column.querySelectorAll<HTMLElement>('[role=option]')];
const labels = (column: HTMLElement) => options(column).map((o) => o.textContent);
const choose = async (column: HTMLElement, label: string) => {
  const option = options(column).find((o) => o.textContent === label);
  expect(option, `no option ${label}`).toBeDefined();
  fireEvent.click(option!);
  await settle();
};
const confirm = async (root: HTMLElement) => { fireEvent.click($(root, '.uni-picker-action-confirm')); await settle(); };
/** A number column (time and date parts): its bounds, and typing a number into it. */
const bounds = (column: HTMLElement) => [Number(column.getAttribute('min')), Number(column.getAttribute('max'))];
const type = async (column: HTMLElement, n: number) => {
  fireEvent.input(column, { target: { value: String(n) } });
  await settle();
};
const cancel = async (root: HTMLElement) => { fireEvent.click($(root, '.uni-picker-action-cancel')); await settle(); };
const pattern = (format: string) => new RegExp(`^${format.replace(/YYYY/, '\\d{4}').replace(/MM|DD/g, '\\d{2}')}$`);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('picker modes [comp.picker.mode, comp.builtin.picker]', () => {
  it('selector: confirm emits the chosen index; the default mode is selector', async () => {
    const change = recorder<{ value: unknown }>();
    const { container } = await mount('picker', { range: ['a', 'b', 'c'], value: 0, onChange: change.handler });
    await open(container);
    expect(columns(container).map(labels)).toEqual([['a', 'b', 'c']]);
    await choose(columns(container)[0]!, 'c');
    await confirm(container);
    expect(change.events).toEqual([{ type: 'change', detail: { value: 2 } }]);
    expect(popup(container)).toBeNull();
  });

  it('selector shows range-key labels and normalises a negative value to 0', async () => {
    const change = recorder<{ value: unknown }>();
    const { container } = await mount('picker', { mode: 'selector', range: [{ n: 'x' }, { n: 'y' }], rangeKey: 'n', value: -3, onChange: change.handler });
    await open(container);
    expect(labels(columns(container)[0]!)).toEqual(['x', 'y']);
    await confirm(container);
    expect(change.events[0]!.detail.value).toBe(0);
  });

  it('multiSelector: one column per range, columnchange per column, change with the index array', async () => {
    const change = recorder<{ value: unknown }>();
    const column = recorder<{ column: number; value: number }>();
    const { container } = await mount('picker', {
      mode: 'multiSelector', range: [['a', 'b'], ['x', 'y', 'z']], value: [1, 9], onChange: change.handler, onColumnchange: column.handler,
    });
    await open(container);
    expect(columns(container).map(labels)).toEqual([['a', 'b'], ['x', 'y', 'z']]);
    await choose(columns(container)[1]!, 'z');
    expect(column.events).toEqual([{ type: 'columnchange', detail: { column: 1, value: 2 } }]);
    await confirm(container);
    expect(change.events).toEqual([{ type: 'change', detail: { value: [1, 2] } }]);
  });

  it('time: hours and minutes columns, HH:mm value within 00:00–23:59 or the given bounds', async () => {
    const change = recorder<{ value: unknown }>();
    const m = await mount('picker', { mode: 'time', value: '09:05', onChange: change.handler });
    await open(m.container);
    const [hours, minutes] = columns(m.container);
    expect(bounds(hours!)).toEqual([Number(timeStart.slice(0, 2)), Number(timeEnd.slice(0, 2))]);
    expect(bounds(minutes!)).toEqual([Number(timeStart.slice(3)), Number(timeEnd.slice(3))]);
    await type(minutes!, 30);
    await confirm(m.container);
    expect(change.events.at(-1)!.detail.value).toBe('09:30');
    await m.update({ mode: 'time', value: '09:05', start: '10:00', end: '12:00', onChange: change.handler });
    await open(m.container);
    await type(columns(m.container)[0]!, 23);
    await confirm(m.container);
    expect(change.events.at(-1)!.detail.value).toBe('12:00');
  });

  it('reports any other mode with a clear error naming it and the supported modes, and does not open', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const m = await mount('picker', { range: ['a'] });
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.constantFrom('region', 'Selector', 'multiselector', 'datetime', '')).filter((mode) => !(modes as readonly string[]).includes(mode)), async (mode) => {
        error.mockClear();
        m.update({ mode, range: ['a'] });
        expect(error).toHaveBeenCalledTimes(1);
        const message = String(error.mock.calls[0]![0]);
        expect(message).toContain(`"${mode}"`);
        for (const valid of modes) expect(message).toContain(valid);
        await open(m.container);
        expect(popup(m.container)).toBeNull();
        m.update({ mode: 'selector', range: ['a'] });
      }),
      { numRuns: propertyRuns(300) },
    );
  }, 60_000);

  it('accepts each listed mode without an error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const mode of modes) {
      const { container } = await mount('picker', { mode, range: [['a']] });
      await open(container);
      expect(popup(container)).not.toBeNull();
    }
    expect(error).not.toHaveBeenCalled();
  });

  it('cancel closes the popup and emits cancel, not change', async () => {
    const change = recorder();
    const cancelled = recorder();
    const { container } = await mount('picker', { range: ['a', 'b'], onChange: change.handler, onCancel: cancelled.handler });
    await open(container);
    await choose(columns(container)[0]!, 'b');
    await cancel(container);
    expect(cancelled.events).toEqual([{ type: 'cancel', detail: {} }]);
    expect(change.events).toEqual([]);
    expect(popup(container)).toBeNull();
  });

  it('a disabled picker does not open', async () => {
    const { container } = await mount('picker', { range: ['a'], disabled: true });
    await open(container);
    expect(popup(container)).toBeNull();
  });
});

describe('picker date fields [comp.picker.date-fields]', () => {
  it.each(fields)('fields %s gives one column per part and a value of its format', async (field) => {
    const change = recorder<{ value: string }>();
    const { container } = await mount('picker', { mode: 'date', fields: field, value: '2020-06-15', onChange: change.handler });
    await open(container);
    expect(columns(container)).toHaveLength(fields.indexOf(field) + 1);
    await confirm(container);
    expect(change.events[0]!.detail.value).toMatch(pattern(formats[field]));
    expect(change.events[0]!.detail.value).toBe('2020-06-15'.slice(0, formats[field].length));
  });

  it('without fields behaves as day: three columns and YYYY-MM-DD', async () => {
    const change = recorder<{ value: string }>();
    const { container } = await mount('picker', { mode: 'date', value: '2021-02-03', onChange: change.handler });
    await open(container);
    expect(columns(container)).toHaveLength(3);
    expect(bounds(columns(container)[1]!)).toEqual([1, 12]);
    expect(bounds(columns(container)[2]!)).toEqual([1, 31]);
    await confirm(container);
    expect(change.events[0]!.detail.value).toBe('2021-02-03');
  });

  it('corrects an impossible day through the calendar', async () => {
    const change = recorder<{ value: string }>();
    const { container } = await mount('picker', { mode: 'date', value: '2021-02-03', onChange: change.handler });
    await open(container);
    await type(columns(container)[2]!, 30);
    await confirm(container);
    expect(change.events[0]!.detail.value).toBe('2021-03-02');
  });
});

describe('picker date range [comp.picker.date-range]', () => {
  it('for any current date, the year column runs from the current year −150 to +150', async () => {
    useClock();
    const m = await mount('picker', { mode: 'date', fields: 'year' });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1000, max: 8000 }), fc.integer({ min: 0, max: 364 }), async (year, day) => {
        vi.setSystemTime(new Date(year, 0, 1 + day, 12));
        m.update({ mode: 'date', fields: 'year' });
        await open(m.container);
        expect(bounds(columns(m.container)[0]!)).toEqual([year - yearsAround, year + yearsAround]);
        await cancel(m.container);
      }),
      { numRuns: propertyRuns(300) },
    );
  }, 60_000);

  it('for any start and end, the years are bounded by them and the chosen date is clamped into them', async () => {
    const change = recorder<{ value: string }>();
    const m = await mount('picker', { mode: 'date' });
    const day = fc.record({ y: fc.integer({ min: 1900, max: 2100 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) });
    const text = ({ y, m: mo, d }: { y: number; m: number; d: number }) => `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    await fc.assert(
      fc.asyncProperty(day, day, day, fc.integer({ min: 0, max: 30 }), async (a, b, value, pickDay) => {
        const [start, end] = [text(a), text(b)].sort();
        m.update({ mode: 'date', start, end, value: text(value), onChange: change.handler });
        await open(m.container);
        expect(bounds(columns(m.container)[0]!)).toEqual([Number(start!.slice(0, 4)), Number(end!.slice(0, 4))]);
        fireEvent.input(columns(m.container)[2]!, { target: { value: String(pickDay + 1) } });
        await settle();
        await confirm(m.container);
        const chosen = change.events.at(-1)!.detail.value;
        expect(chosen >= start! && chosen <= end!).toBe(true);
      }),
      { numRuns: propertyRuns(300) },
    );
  }, 60_000);
});

/** `HH:mm` or `YYYY-MM-DD` of a clock reading (the framework pads each part). */
const two = (n: number) => String(n).padStart(2, '0');
const timeText = (minutes: number) => `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
const dateText = (d: Date) => `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
/** The value confirmed at once after opening a picker with these props. */
async function confirmed(props: Record<string, unknown>, m?: Awaited<ReturnType<typeof mount>>) {
  const change = recorder<{ value: unknown }>();
  if (m) await m.update({ ...props, onChange: change.handler });
  else m = await mount('picker', { ...props, onChange: change.handler });
  await open(m.container);
  await confirm(m.container);
  expect(change.events).toHaveLength(1);
  return change.events[0]!.detail.value;
}

describe('picker value normalisation [comp.builtin.picker]', () => {
  // A time or date value that does not parse falls back to the current time or date (research facts §5.5, value normalisation).
  const now = new Date(2031, 3, 9, 14, 37);

  it('time: without a value, or with one that is not HH:mm, the picker opens on the current time', async () => {
    useClock();
    vi.setSystemTime(now);
    const expected = timeText(now.getHours() * 60 + now.getMinutes());
    expect(await confirmed({ mode: 'time' })).toBe(expected);
    for (const value of ['soon', 'at 09:05', '09:05 pm', '0905']) expect(await confirmed({ mode: 'time', value }), value).toBe(expected);
  });

  it('date: a value that is not a date opens the picker on the current date', async () => {
    useClock();
    vi.setSystemTime(now);
    for (const value of ['soon', 'day 15', 'June 2020']) expect(await confirmed({ mode: 'date', value }), value).toBe(dateText(now));
  });

  it('date: without a value (the default 0), or with a part no column offers (year 0, month 13, day 32, no day), the picker opens on the current date', async () => {
    useClock();
    vi.setSystemTime(now);
    expect(await confirmed({ mode: 'date' })).toBe(dateText(now));
    for (const value of [0, '0', '2020-13-01', '2020-06-32', '2020-06', `${now.getFullYear() + 500}-01-01`]) {
      expect(await confirmed({ mode: 'date', value }), String(value)).toBe(dateText(now));
    }
  });

  it('time: an hour or minute no column offers (24:00, 12:60) opens the picker on the current time', async () => {
    useClock();
    vi.setSystemTime(now);
    const expected = timeText(now.getHours() * 60 + now.getMinutes());
    for (const value of ['24:00', '12:60']) expect(await confirmed({ mode: 'time', value }), value).toBe(expected);
  });

  it('fields year and month each take a value of the format they emit (YYYY, YYYY-MM) [comp.picker.date-fields]', async () => {
    useClock();
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
  it('time: a value between start and end is kept, one outside them becomes the nearer bound', async () => {
    const m = await mount('picker', { mode: 'time' });
    // Hours close together, so a value often shares its hour with a bound and only the minutes decide.
    const minute = fc.integer({ min: 9 * 60, max: 11 * 60 + 59 });
    await fc.assert(
      fc.asyncProperty(minute, minute, minute, async (a, b, value) => {
        const [start, end] = [Math.min(a, b), Math.max(a, b)];
        const expected = Math.min(end, Math.max(start, value));
        expect(await confirmed({ mode: 'time', start: timeText(start), end: timeText(end), value: timeText(value) }, m)).toBe(timeText(expected));
      }),
      { numRuns: propertyRuns(150) },
    );
  }, 60_000);

  it('date: a value between start and end is kept, one outside them becomes the nearer bound', async () => {
    const m = await mount('picker', { mode: 'date' });
    // Years close together, so a value often shares its year, or year and month, with a bound.
    const day = fc.tuple(fc.integer({ min: 2000, max: 2002 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
      .map(([y, mo, d]) => `${y}-${two(mo)}-${two(d)}`);
    await fc.assert(
      fc.asyncProperty(day, day, day, async (a, b, value) => {
        const [start, end] = [a, b].sort() as [string, string];
        const expected = value < start ? start : value > end ? end : value;
        expect(await confirmed({ mode: 'date', start, end, value }, m)).toBe(expected);
      }),
      { numRuns: propertyRuns(150) },
    );
  }, 60_000);
});

/**
 * The picker's columns and values per mode, free of React: which options each column offers, how a
 * `value` prop maps onto column indices, and how the chosen indices become the `change` value.
 */

/** The default date range: this many years either side of the current one. */
const YEARS_AROUND = 150;
/** The default time range. */
const TIME_RANGE = { start: '00:00', end: '23:59' };
/** A date picker's `fields`, from the coarsest; each shows one more column. */
const FIELDS = ['year', 'month', 'day'] as const;

export type Mode = 'selector' | 'multiSelector' | 'time' | 'date';
export type Field = (typeof FIELDS)[number];
export type Value = number | string | number[];

export interface ColumnsInput {
  mode: Mode;
  range: unknown[];
  rangeKey?: string;
  start?: string;
  end?: string;
  fields?: string;
  /** The current year, for the default date range. */
  thisYear: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function dateField(fields: string | undefined): Field {
  return (FIELDS as readonly string[]).includes(fields ?? '') ? (fields as Field) : 'day';
}

const partCount = (field: Field) => FIELDS.indexOf(field) + 1;

function label(item: unknown, rangeKey: string | undefined): string {
  if (rangeKey && item !== null && typeof item === 'object') return String((item as Record<string, unknown>)[rangeKey] ?? '');
  return String(item);
}

const DATE = /^(\d{1,4})(?:-(\d{1,2}))?(?:-(\d{1,2}))?/;
const MONTHS = { min: 1, max: 12, digits: 2 };
const DAYS = { min: 1, max: 31, digits: 2 };

/** `YYYY[-MM[-DD]]` → numbers; missing parts default to the first month or day. */
function parseDate(text: string | undefined): [number, number, number] | null {
  const m = DATE.exec(text ?? '');
  if (!m) return null;
  return [Number(m[1]), Number(m[2] ?? 1), Number(m[3] ?? 1)];
}

/**
 * The `value` prop as a date when it names an option of every column shown: a year of the framework's year
 * range (the current year ∓ its span, widened to start and end), a month, a day. Anything else does not
 * parse, and the picker opens on the current date, as the framework's does (the default value 0 too).
 */
function valueDate(text: string, input: ColumnsInput): [number, number, number] | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const shown = [yearRange(input), MONTHS, DAYS].slice(0, partCount(dateField(input.fields)));
  if (!shown.every((range, i) => m[i + 1] !== undefined && inRange(Number(m[i + 1]), range))) return null;
  return parseDate(text);
}

const inRange = (n: number, range: { min: number; max: number }) => n >= range.min && n <= range.max;

const HOURS = { min: 0, max: 23, digits: 2 };
const MINUTES = { min: 0, max: 59, digits: 2 };

function parseTime(text: string | undefined): [number, number] | null {
  const m = /^(\d{1,2}):(\d{1,2})$/.exec(text ?? '');
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/** The date bounds: `start`/`end` props, else the current year ∓ the framework's span. */
export function dateBounds(input: Pick<ColumnsInput, 'start' | 'end' | 'fields' | 'thisYear'>) {
  const field = dateField(input.fields);
  const start = parseDate(input.start) ?? [input.thisYear - YEARS_AROUND, 1, 1];
  const end = parseDate(input.end) ?? [input.thisYear + YEARS_AROUND, 12, 31];
  if (field === 'year') { start[1] = 1; start[2] = 1; end[1] = 12; end[2] = 31; }
  if (field === 'month') { start[2] = 1; end[2] = 31; }
  return { start, end };
}

function timeBounds(input: Pick<ColumnsInput, 'start' | 'end'>) {
  return { start: parseTime(input.start) ?? parseTime(TIME_RANGE.start)!, end: parseTime(input.end) ?? parseTime(TIME_RANGE.end)! };
}

/** A column: a list of labels (selector modes) or a run of numbers (time and date parts), each shown as an option. */
export type Column = { labels: string[] } | { min: number; max: number; digits: number };

export function columns(input: ColumnsInput): Column[] {
  switch (input.mode) {
    case 'selector':
      return [{ labels: input.range.map((item) => label(item, input.rangeKey)) }];
    case 'multiSelector':
      return input.range.map((col) => ({ labels: Array.isArray(col) ? col.map((item) => label(item, input.rangeKey)) : [] }));
    case 'time':
      return [HOURS, MINUTES];
    case 'date': {
      const all = [{ ...yearRange(input), digits: 4 }, MONTHS, DAYS];
      return all.slice(0, partCount(dateField(input.fields)));
    }
  }
}

/**
 * The years the year column offers: the current year ∓ the framework's span, widened (never narrowed) to a
 * `start` or `end` year outside it, as the framework's year column is; start and end only clamp the value.
 */
function yearRange(input: Pick<ColumnsInput, 'start' | 'end' | 'fields' | 'thisYear'>): { min: number; max: number } {
  const { start, end } = dateBounds(input);
  return { min: Math.min(start[0], input.thisYear - YEARS_AROUND), max: Math.max(end[0], input.thisYear + YEARS_AROUND) };
}

export const columnLength = (column: Column) => ('labels' in column ? column.labels.length : column.max - column.min + 1);

const dateKey = ([y, m, d]: readonly number[]) => y! * 31 * 12 + m! * 31 + d!;
const timeKey = ([h, m]: readonly number[]) => h! * 60 + m!;

function clampBy<T extends readonly number[]>(value: T, start: T, end: T, key: (v: readonly number[]) => number): T {
  if (key(value) < key(start)) return start;
  if (key(value) > key(end)) return end;
  return value;
}

/** Column indices for the `value` prop, normalised as the framework does. */
export function indicesOf(value: unknown, input: ColumnsInput, now: Date): number[] {
  const cols = columns(input);
  const index = (n: unknown, length: number) => {
    const i = Number(n);
    return Number.isInteger(i) && i >= 0 && i < length ? i : 0;
  };
  switch (input.mode) {
    case 'selector':
      return [index(value, columnLength(cols[0]!))];
    case 'multiSelector':
      return cols.map((col, i) => index(Array.isArray(value) ? value[i] : 0, columnLength(col)));
    case 'time': {
      const { start, end } = timeBounds(input);
      // An hour or minute no column offers does not parse either: the current time, as the framework does.
      const time = parseTime(String(value));
      const shown = time && inRange(time[0], HOURS) && inRange(time[1], MINUTES) ? time : null;
      const [h, m] = clampBy(shown ?? [now.getHours(), now.getMinutes()], start, end, timeKey);
      return [h, m];
    }
    case 'date': {
      const { start, end } = dateBounds(input);
      const [y, m, d] = clampBy(valueDate(String(value), input) ?? [now.getFullYear(), now.getMonth() + 1, now.getDate()], start, end, dateKey);
      return [y - yearRange(input).min, m - 1, d - 1].slice(0, cols.length);
    }
  }
}

/** The `change` value for chosen indices: clamped to the bounds, an invalid day corrected by a Date round-trip. */
export function valueOf(indices: number[], input: ColumnsInput): Value {
  switch (input.mode) {
    case 'selector':
      return indices[0] ?? 0;
    case 'multiSelector':
      return indices.slice();
    case 'time': {
      const { start, end } = timeBounds(input);
      const [h, m] = clampBy([indices[0] ?? 0, indices[1] ?? 0], start, end, timeKey);
      return `${pad(h)}:${pad(m)}`;
    }
    case 'date': {
      const field = dateField(input.fields);
      const { start, end } = dateBounds(input);
      const picked = [yearRange(input).min + (indices[0] ?? 0), (indices[1] ?? 0) + 1, (indices[2] ?? 0) + 1] as const;
      const date = new Date(picked[0], picked[1] - 1, picked[2]);
      date.setFullYear(picked[0]);
      const [y, m, d] = clampBy([date.getFullYear(), date.getMonth() + 1, date.getDate()], start, end, dateKey);
      return [String(y).padStart(4, '0'), pad(m), pad(d)].slice(0, partCount(field)).join('-');
    }
  }
}

/**
 * Reading a picker's options as a user reads them, for both faces: the number a time or date option shows,
 * whatever the locale dresses it in, and the runs of numbers a column offers.
 */

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** The number an option of a time or date column shows: its digits (`07`, `2020年`), or the month it names. */
export const numberOf = (label: string): number => {
  const digits = /\d+/.exec(label);
  return digits ? Number(digits[0]) : MONTHS.indexOf(label.toLowerCase()) + 1 || NaN;
};

/** The whole numbers from `from` to `to`. */
export const run = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Which part of a date or time a column is, by how many options it offers, not by its place (the framework
 * orders date columns by locale: month, day, year in English): 24 hours, 60 minutes, 12 months, 31 days,
 * and any other count is the years.
 */
export function partOfColumn(count: number): 'hours' | 'minutes' | 'months' | 'days' | 'years' {
  return ({ 24: 'hours', 60: 'minutes', 12: 'months', 31: 'days' } as const)[count as 24] ?? 'years';
}

/** A value of `format` (`YYYY`, `YYYY-MM`, `YYYY-MM-DD`), digits in place of the letters. */
export const pattern = (format: string): RegExp => new RegExp(`^${format.replace(/YYYY/, '\\d{4}').replace(/MM|DD/g, '\\d{2}')}$`);

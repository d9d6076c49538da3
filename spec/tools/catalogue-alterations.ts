/**
 * The alterations catalogue mutation makes of a clause's values (spec-mutate.ts): a number moved one step
 * either side, a string changed, a list item dropped or one added, a flag flipped; nested values too.
 */
export interface Alteration {
  id: string;
  path: (string | number)[];
  /** What was done, for the report: `44 → 45`, `drop item 2`. */
  change: string;
  value?: unknown;
  drop?: boolean;
}

const show = (value: unknown) => JSON.stringify(value)?.slice(0, 60);

/** The alterations of one value at `path`, and of everything beneath it. */
export function alterationsOf(id: string, value: unknown, path: (string | number)[] = []): Alteration[] {
  const at = (change: string, extra: Partial<Alteration>): Alteration => ({ id, path, change, ...extra });
  if (typeof value === 'number') return [value - 1, value + 1].map((n) => at(`${value} → ${n}`, { value: n }));
  if (typeof value === 'boolean') return [at(`${value} → ${!value}`, { value: !value })];
  if (typeof value === 'string') {
    const changed = value === '' ? 'x' : `${value.slice(0, -1)}${value.at(-1) === 'x' ? 'y' : 'x'}`;
    return [at(`${show(value)} → ${show(changed)}`, { value: changed })];
  }
  if (Array.isArray(value)) {
    const extra = typeof value[0] === 'number' ? Math.max(0, ...value.filter((n) => typeof n === 'number')) + 1 : 'x-extra';
    return [
      ...(value.length ? [{ id, path: [...path, value.length - 1], change: `drop item ${value.length - 1} (${show(value.at(-1))})`, drop: true }] : []),
      at(`add ${show(extra)}`, { value: [...value, extra] }),
      ...value.flatMap((item, i) => (typeof item === 'object' && item !== null ? alterationsOf(id, item, [...path, i]) : [])),
    ];
  }
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => alterationsOf(id, child, [...path, key]));
  return [];
}

export const alterationKey = (a: Pick<Alteration, 'id' | 'path' | 'change'>) => `${a.id} ${a.path.join('.')}: ${a.change}`;

/** A sample that is the same for the same seed: a seeded shuffle, then the first `n`. */
export function sampleOf<T>(items: T[], n: number, seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0;
  const next = () => ((state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out.slice(0, n);
}

/**
 * One catalogue value altered (catalogue mutation, spec/tools/spec-mutate.ts): the value at `path` replaced,
 * or with `drop` the list item there removed. Applied to a copy; the catalogue itself is never changed.
 */
export interface ValueAlteration {
  path: (string | number)[];
  value?: unknown;
  drop?: boolean;
}

export function alteredValues<T>(values: T, { path, value, drop }: ValueAlteration): T {
  const copy = structuredClone(values) as Record<string | number, unknown>;
  const parent = path.slice(0, -1).reduce<any>((at, key) => at[key], copy);
  const last = path.at(-1)!;
  if (drop) (parent as unknown[]).splice(Number(last), 1);
  else parent[last] = value;
  return copy as T;
}

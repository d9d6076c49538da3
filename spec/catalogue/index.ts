import { alteredValues, type ValueAlteration } from './alteration.ts';
import { components } from './components.ts';
import { device } from './device.ts';
import { location } from './location.ts';
import { navigation } from './navigation.ts';
import { network } from './network.ts';
import { sdk } from './sdk.ts';
import type { Clause } from './types.ts';

export * from './types.ts';

/** Every clause of the seed, in catalogue order. */
export const catalogue = [...navigation, ...network, ...location, ...components, ...device, ...sdk] as const;

type AnyClause = (typeof catalogue)[number];
export type ClauseId = AnyClause['id'];
export type ClauseOf<Id extends ClauseId> = Extract<AnyClause, { id: Id }>;

const byId = new Map<string, Clause>(catalogue.map((c) => [c.id, c]));

/**
 * One catalogue value altered for this process, for `npm run spec:mutate` (spec/tools/spec-mutate.ts):
 * `UNI_CATALOGUE_MUTATION={"id":…,"path":[…],"value":…}`, or `"drop":true` to remove a list item. The
 * clause's tests then read the altered value while the reference keeps its own, and must fail.
 */
const mutation = typeof process === 'object' ? process.env?.UNI_CATALOGUE_MUTATION : undefined;
if (mutation) {
  const alteration = JSON.parse(mutation) as ValueAlteration & { id: string };
  const original = byId.get(alteration.id);
  if (!original) throw new Error(`UNI_CATALOGUE_MUTATION names an unknown clause ${alteration.id}`);
  byId.set(alteration.id, { ...original, values: alteredValues(original.values, alteration) });
}

/** The clause with this id; throws for an unknown id so a typo never passes silently. */
export function clause<Id extends ClauseId>(id: Id): ClauseOf<Id> {
  const found = byId.get(id);
  if (!found) throw new Error(`unknown clause id ${id}`);
  return found as ClauseOf<Id>;
}

/** The values a clause pins: `v('nav.page-not-found').template`. */
export function v<Id extends ClauseId>(id: Id): ClauseOf<Id>['values'] {
  return clause(id).values as ClauseOf<Id>['values'];
}

export function isClauseId(id: string): id is ClauseId {
  return byId.has(id);
}

/** Fills `{name}` placeholders of a clause template. */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole));
}

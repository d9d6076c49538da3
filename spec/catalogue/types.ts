/**
 * The shape of a clause: one normative fact of the seed specification, with a stable id.
 * The catalogue is the single home of every spec string and number; tests and the reference import
 * `values` from here instead of re-typing them.
 */
export type Area = 'navigation' | 'network' | 'location' | 'components' | 'device' | 'sdk';

/** Seed section numbers (`../shared/seed/000_90cb5b7a50f96975.txt`, sections 1–9). */
export type Section = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/**
 * Optional capabilities a target may lack. A clause that requires one is reported
 * `not-applicable` on a target that does not declare it: never as passed.
 */
export type Capability = 'messaging-sdk' | 'ad' | 'http-client' | 'token-helper';

export interface Clause<Id extends string = string, V = unknown> {
  readonly id: Id;
  readonly section: Section;
  readonly area: Area;
  /** One normative sentence (MUST / MUST NOT). */
  readonly statement: string;
  /** What the clause pins: strings, numbers, lists. */
  readonly values: V;
  readonly requires?: readonly Capability[];
}

export const AREAS: readonly Area[] = ['navigation', 'network', 'location', 'components', 'device', 'sdk'];
export const CAPABILITIES: readonly Capability[] = ['messaging-sdk', 'ad', 'http-client', 'token-helper'];
export const CLAUSE_ID = /^(nav|net|loc|comp|device|sdk)\.[a-z0-9]+(?:[.-][a-z0-9]+)*$/;

/** The seed's section headings, for reports. */
export const SECTION_TITLES: Record<Section, string> = {
  1: 'Built-in components and SDK',
  2: 'Screens and routes',
  3: 'Entities and their fields',
  4: 'States and transitions',
  5: 'Validation rules',
  6: 'Roles and permissions',
  7: 'Calls',
  8: 'Error catalogue',
  9: 'Constants and limits',
};

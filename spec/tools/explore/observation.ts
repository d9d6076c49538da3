/**
 * What the explorer compares after each step: what a user of each target sees and what the step's call
 * reported, as text (agent.ts reads it in the page; the driver adds what the local endpoint received).
 */
import type { PageView } from './agent.ts';

export interface Observation extends Omit<PageView, 'calls' | 'done'> {
  /** What the step's own call reported (empty at step 0, the app just opened). */
  outcome: string;
  /** What each earlier step's call has reported by now (a popup's callback may come later). */
  earlier: string[];
  /** The requests the local endpoint received during the step: method, url, content type, body. */
  sent: string[];
}

export type Field = keyof Observation;
export const FIELDS: readonly Field[] = ['outcome', 'earlier', 'stack', 'url', 'page', 'screen', 'fields', 'progress', 'storage', 'sent', 'external'];

/** The fields in which two observations differ, in FIELDS order. */
export function differing(a: Observation, b: Observation): Field[] {
  return FIELDS.filter((field) => JSON.stringify(a[field]) !== JSON.stringify(b[field]));
}

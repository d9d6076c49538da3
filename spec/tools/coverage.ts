/** The clause-coverage rules behind `npm run spec:check`. */
import { AREAS, CLAUSE_ID, type Clause } from '../catalogue/types.ts';

export interface CoverageReport {
  errors: string[];
  covered: string[];
  pending: string[];
}

export function checkCoverage(clauses: readonly Clause[], citations: Map<string, string[]>, pending: readonly string[]): CoverageReport {
  const errors: string[] = [];
  const ids = new Set<string>();
  for (const c of clauses) {
    if (ids.has(c.id)) errors.push(`duplicate clause id ${c.id}`);
    ids.add(c.id);
    if (!CLAUSE_ID.test(c.id)) errors.push(`clause id ${c.id} is not of the form area.name`);
    if (!AREAS.includes(c.area)) errors.push(`clause ${c.id} has an unknown area ${c.area}`);
    if (!(c.section >= 1 && c.section <= 9)) errors.push(`clause ${c.id} has no seed section 1–9`);
    if (!/\bMUST\b/.test(c.statement)) errors.push(`clause ${c.id} has no normative MUST / MUST NOT`);
  }
  for (const [id, files] of citations) {
    if (!ids.has(id)) errors.push(`unknown clause id ${id} cited in ${files.join(', ')}`);
  }
  const pendingSet = new Set(pending);
  for (const id of pending) {
    if (!ids.has(id)) errors.push(`pending list names unknown clause id ${id}`);
    else if (citations.has(id)) errors.push(`clause ${id} has tests now: take it off the pending list`);
  }
  const covered: string[] = [];
  for (const c of clauses) {
    if (citations.has(c.id)) covered.push(c.id);
    else if (!pendingSet.has(c.id)) errors.push(`clause ${c.id} has no test and is not pending`);
  }
  return { errors, covered, pending: [...pendingSet].filter((id) => ids.has(id)) };
}

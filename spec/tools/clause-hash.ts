/**
 * A clause's content hash: its statement, its values and the text of every test file that cites it. A
 * result recorded against one hash is stale once the hash changes (the clause was reworded, a value
 * moved, a test was edited), as CommonMark's and JSON-Schema-Test-Suite's users ask of recorded results.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Clause } from '../catalogue/types.ts';
import { citationsIn } from './citations.ts';

export function clauseHash(clause: Pick<Clause, 'id' | 'statement' | 'values'>, testSources: string[]): string {
  const hash = createHash('sha256').update(clause.id).update('\0').update(clause.statement).update('\0').update(JSON.stringify(clause.values));
  for (const source of testSources) hash.update('\0').update(source);
  return hash.digest('hex').slice(0, 12);
}

/** clause id → content hash, for the catalogue and the test files under spec/suite as they are now. */
export function clauseHashes(clauses: readonly Clause[], root: string): Record<string, string> {
  const citing = citationsIn(resolve(root, 'spec/suite'), root);
  const read = new Map<string, string>();
  const text = (file: string) => read.get(file) ?? read.set(file, readFileSync(resolve(root, file), 'utf8')).get(file)!;
  return Object.fromEntries(clauses.map((c) => [c.id, clauseHash(c, (citing.get(c.id) ?? []).sort().map(text))]));
}

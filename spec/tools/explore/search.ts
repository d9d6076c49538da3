/**
 * The search: fast-check generates command sequences, each is run on both targets in lock-step
 * (lockstep.ts), and a sequence after which they differ is a counterexample that fast-check shrinks to a
 * minimal one. Each divergence found ends a round; the next round, with the next seed, looks for one of
 * another signature (the kind of command and the fields that differ), so that one budget finds several.
 *
 * Replayable: round `r` of seed `s` draws with seed `s + r`, and fast-check's path replays a shrunk
 * counterexample exactly (`s/r/path`, the token `--replay` takes); the app comes from `s` (app.ts).
 */
import fc from 'fast-check';
import type { FixtureApp } from '../../contract/index.ts';
import { apiOf, commandArbitrary, type Command } from './commands.ts';
import type { Driver } from './driver.ts';
import { runLockstep, type StepDivergence } from './lockstep.ts';

/** Commands in one generated sequence, at most. */
const MAX_COMMANDS = 10;
/** A round draws until it finds a divergence or the budget ends; this only keeps fast-check's count finite. */
const MAX_RUNS = 1_000_000;
/** Runs between two lines of progress. */
const PROGRESS_EVERY = 25;

/** The sequences a round draws. */
export const sequenceArbitrary = (app: FixtureApp) => fc.array(commandArbitrary(app), { minLength: 1, maxLength: MAX_COMMANDS });

/**
 * What tells divergences apart: the kind (and API) of the command after which the targets differ, and the
 * fields that differ. Two divergences are the same when they follow the same kind and share a field (which
 * fields differ besides may depend on what else the sequence did).
 */
export interface Signature {
  what: string;
  fields: string[];
}

const sameAs = (a: Signature, b: Signature) => a.what === b.what && a.fields.some((f) => b.fields.includes(f));
export const signatureText = (s: Signature) => `${s.what} | ${s.fields.join(', ')}`;

export interface Finding {
  signature: Signature;
  /** The shrunk sequence. */
  commands: Command[];
  /** Where and how the targets differ after it; absent when the run could not be compared (`error`). */
  divergence?: StepDivergence;
  /** Why the run could not be compared: the explorer's page access failed on a target. */
  error?: string;
  /** `seed/round/path`: what `--replay` takes. */
  token: string;
  shrinks: number;
  /** Whether the shrunk sequence diverged the same way when run once more. */
  confirmed: boolean;
}

export interface SearchOptions {
  drivers: [Driver, Driver];
  app: FixtureApp;
  seed: number;
  /** No new run starts after this (epoch ms); a shrink under way goes on until `shrinkUntil`. */
  until: number;
  shrinkUntil: number;
  log(line: string): void;
}

/** A run's result that fails the property: the targets differed, or one could not be driven. */
class Counterexample extends Error {
  constructor(readonly signature: Signature, readonly divergence?: StepDivergence, readonly failure?: string) {
    super(signatureText(signature));
  }
}

function signatureOf(commands: readonly Command[], divergence: StepDivergence): Signature {
  const command = commands[divergence.step - 1];
  const api = command && apiOf(command);
  return { what: command ? `${command.kind}${api && api !== command.kind ? ` ${api}` : ''}` : 'open', fields: divergence.differs };
}

/** Runs `commands` once; the counterexample it makes, if any. */
async function attempt(drivers: [Driver, Driver], app: FixtureApp, commands: readonly Command[]): Promise<Counterexample | undefined> {
  try {
    const divergence = await runLockstep(drivers, app, commands);
    return divergence && new Counterexample(signatureOf(commands, divergence), divergence);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return new Counterexample({ what: 'error', fields: [message.split('\n')[0]!.replace(/\d+/g, 'N')] }, undefined, message);
  }
}

interface RoundState {
  runs: number;
  /** Runs of earlier rounds, for the progress lines. */
  before: number;
  /** The signature being shrunk, once the round has found one. */
  shrinking?: Signature;
}

/**
 * The property of one round: the targets agree on a sequence, or differ as found before. While
 * shrinking, only the divergence being shrunk counts as failing, so that the minimal sequence shows it.
 */
function property(options: SearchOptions, known: Signature[], state: RoundState, budgeted: boolean) {
  return fc.asyncProperty(sequenceArbitrary(options.app), async (commands) => {
    if (budgeted && Date.now() > (state.shrinking ? options.shrinkUntil : options.until)) throw new fc.PreconditionFailure(true);
    state.runs++;
    if (!state.shrinking && (state.before + state.runs) % PROGRESS_EVERY === 0) {
      options.log(`${state.before + state.runs} runs, ${Math.max(0, Math.round((options.until - Date.now()) / 1000))} s left`);
    }
    const found = await attempt(options.drivers, options.app, commands);
    if (!found || known.some((k) => sameAs(k, found.signature))) return true;
    if (state.shrinking && !sameAs(found.signature, state.shrinking)) return true;
    state.shrinking ??= found.signature;
    throw found;
  });
}

/** The finding of a failed round; `confirm` runs its sequence once more to see it diverge again. */
async function finding(options: SearchOptions, details: fc.RunDetails<[Command[]]>, round: number, confirm: boolean): Promise<Finding> {
  const found = details.errorInstance as Counterexample;
  const [commands] = details.counterexample!;
  const again = confirm ? await attempt(options.drivers, options.app, commands) : found;
  return {
    signature: found.signature,
    commands,
    ...(found.divergence ? { divergence: found.divergence } : {}),
    ...(found.failure ? { error: found.failure } : {}),
    token: `${options.seed}/${round}/${details.counterexamplePath}`,
    shrinks: details.numShrinks,
    confirmed: again !== undefined && sameAs(again.signature, found.signature),
  };
}

/** Explores until the budget ends; every divergence found, shrunk, with its token. */
export async function explore(options: SearchOptions): Promise<{ findings: Finding[]; runs: number }> {
  const findings: Finding[] = [];
  const known: Signature[] = [];
  let runs = 0;
  for (let round = 0; Date.now() < options.until; round++) {
    const state: RoundState = { runs: 0, before: runs };
    const details = await fc.check(property(options, known, state, true), { seed: options.seed + round, numRuns: MAX_RUNS });
    runs += state.runs;
    if (!details.counterexample) break;
    const found = await finding(options, details, round, true);
    known.push(found.signature);
    findings.push(found);
    options.log(`round ${round} (seed ${options.seed + round}): ${state.runs} runs; ${signatureText(found.signature)}; shrunk ${found.shrinks} times to ${found.commands.length} command(s)${found.confirmed ? '' : ' (did not diverge again when re-run)'}`);
  }
  return { findings, runs };
}

/** Replays the counterexample of `token` (`seed/round/path`); the finding, if it diverges again. */
export async function replay(options: Omit<SearchOptions, 'until' | 'shrinkUntil'>, round: number, path: string): Promise<Finding | undefined> {
  const state: RoundState = { runs: 0, before: 0 };
  const run = { ...options, until: Infinity, shrinkUntil: Infinity };
  const details = await fc.check(property(run, [], state, false), { seed: options.seed + round, path, endOnFailure: true });
  // A replay is itself the sequence run once more.
  return details.counterexample ? finding(run, details, round, false) : undefined;
}

/** Splits a `--replay` token. */
export function parseToken(token: string): { seed: number; round: number; path: string } {
  const [, seed, round, path] = /^(-?\d+)\/(\d+)\/(\d+(?::\d+)*)$/.exec(token) ?? [];
  if (!seed) throw new Error(`a replay token reads seed/round/path (e.g. 42/0/3:1:0), not ${token}`);
  return { seed: Number(seed), round: Number(round), path: path! };
}

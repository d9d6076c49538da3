/**
 * Two targets driven in lock-step: the app opened on both, then each command done on both, and after each
 * step what both show compared once it has settled. A step settles on a target when its call has finished
 * and two reads in a row agree; timing that legitimately differs (a toast shown 10 ms later, a stack that
 * changes a tick after `…:ok`) is waited out on the page clock, which both targets move alike.
 */
import type { FixtureApp } from '../../contract/index.ts';
import type { Command } from './commands.ts';
import type { Driver } from './driver.ts';
import { differing, type Field, type Observation } from './observation.ts';

/**
 * How far the page clocks move before each read (ms), 2 s in all: as long as the model-based stack test
 * waits for a navigation to show. A step that has settled on both and agrees ends the wait, once the
 * framework's navigation animation (300 ms) would be over: a runtime may finish a step on a timer after
 * its call has reported.
 */
const CLOCK_STEPS = [0, 20, 30, 50, 100, 150, 250, 400, 1000];
const EARLIEST_END_MS = 350;
/** Real time between reads, for what the page clock does not move: a route's answer, a clipboard promise. */
const READ_PAUSE_MS = 15;

export interface StepDivergence {
  /** 0: as opened; n: after the n-th command. */
  step: number;
  differs: Field[];
  observations: [Observation, Observation];
  /** What each page said (errors, warnings) during the run. */
  said: [string[], string[]];
}

async function settle(drivers: [Driver, Driver], step: number): Promise<{ observations: [Observation, Observation]; differs: Field[] }> {
  let previous: [Observation, Observation] | undefined;
  let elapsed = 0;
  let last!: { observations: [Observation, Observation]; differs: Field[] };
  for (const ms of CLOCK_STEPS) {
    await Promise.all(drivers.map((d) => d.advance(ms)));
    elapsed += ms;
    const [a, b] = await Promise.all(drivers.map((d) => d.view(step)));
    const observations: [Observation, Observation] = [a!.observation, b!.observation];
    last = { observations, differs: differing(...observations) };
    const quiet = (i: 0 | 1) => [a, b][i]!.done && previous !== undefined && differing(previous[i], observations[i]).length === 0;
    if (elapsed >= EARLIEST_END_MS && quiet(0) && quiet(1) && last.differs.length === 0) return last;
    previous = observations;
    await new Promise((resolve) => setTimeout(resolve, READ_PAUSE_MS));
  }
  return last;
}

/** Opens `app` on both targets and does `commands`; the first step at which they differ, if any. */
export async function runLockstep(drivers: [Driver, Driver], app: FixtureApp, commands: readonly Command[]): Promise<StepDivergence | undefined> {
  await Promise.all(drivers.map((d) => d.open(app)));
  for (let step = 0; step <= commands.length; step++) {
    if (step > 0) await Promise.all(drivers.map((d) => d.perform(commands[step - 1]!, step)));
    const { observations, differs } = await settle(drivers, step);
    if (differs.length) return { step, differs, observations, said: [drivers[0].said, drivers[1].said] };
  }
  return undefined;
}

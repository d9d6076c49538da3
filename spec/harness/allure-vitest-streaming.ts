/**
 * allure-vitest's reporter, writing each test file's results as that file ends rather than all of them once the
 * run has ended: written at the end, the unit layer's 1,116 results kept Vitest from exiting for about 0.8 s
 * (2026-12-03), and the browser layer waited for it. While files run, Vitest's main process mostly waits on its
 * workers. What is written is the reporter's own, test by test; the run's end still writes what the run as a
 * whole has (its global messages, and any file not yet written).
 */
import AllureVitestReporter from 'allure-vitest/reporter';

/** A test module as Vitest gives it to reporters; allure-vitest reads its task. */
interface TaskOwner {
  task: unknown;
}
/** What of allure-vitest's reporter this one builds on (its `handleTask` writes one task's results). */
interface Reporter {
  handleTask(task: unknown): void;
  onTestRunEnd(modules: readonly TaskOwner[], ...rest: unknown[]): void;
}

export default class StreamingAllureVitestReporter extends (AllureVitestReporter as unknown as new (config: object) => Reporter) {
  readonly #written = new Set<unknown>();

  constructor(config: object) {
    super(config);
    if (typeof this.handleTask !== 'function') throw new Error('allure-vitest\'s reporter has no handleTask: see spec/harness/allure-vitest-streaming.ts');
  }

  onTestModuleEnd(module: TaskOwner): void {
    this.handleTask(module.task);
    this.#written.add(module.task);
  }

  override onTestRunEnd(modules: readonly TaskOwner[], ...rest: unknown[]): void {
    super.onTestRunEnd(modules.filter((module) => !this.#written.has(module.task)), ...rest);
  }
}

import { afterEach, beforeEach, expect, it } from 'vitest';
import { memoizeStackFormatting } from '../harness/stack-memo.ts';

/** A formatter shaped as source-map-support's (its name, its `Name: message` head), counting its calls. */
function installFormatter(extra: () => string = () => '') {
  const calls = { count: 0 };
  Error.prepareStackTrace = function prepareStackTrace(error: Error, frames: NodeJS.CallSite[]) {
    calls.count++;
    const lines = frames.map((f) => `\n    at ${f.getFunctionName() ?? '<anonymous>'} (${f.getFileName()}:${f.getLineNumber()}:${f.getColumnNumber()})${extra()}`);
    return `${error.name || 'Error'}: ${error.message || ''}${lines.join('')}`;
  };
  return calls;
}

let before: typeof Error.prepareStackTrace;
beforeEach(() => { before = Error.prepareStackTrace; });
afterEach(() => { Error.prepareStackTrace = before; });

/** A stack captured at one call site, with its own message. */
const stackAt = (message: string) => new Error(message).stack!;

it('a stack met again is written as the formatter wrote it, each with its own message, and past the checks without it', () => {
  const calls = installFormatter();
  // One call site throughout, so every stack has the same frames: the first before the memo, sixty with it.
  const stacks: string[] = [];
  for (let i = 0; i <= 60; i++) {
    if (i === 1) memoizeStackFormatting();
    stacks.push(stackAt(`message ${i}`));
  }
  expect(stacks.map((s) => s.split('\n')[0])).toEqual(stacks.map((_, i) => `Error: message ${i}`));
  for (const stack of stacks) expect(stack.split('\n').slice(1)).toEqual(stacks[0]!.split('\n').slice(1));
  // Before the memo, its first write, then fifty checks against it; the nine after come from the memo.
  expect(calls.count).toBe(1 + 1 + 50);
});

it('two call sites apart only in their column are told apart', () => {
  installFormatter();
  memoizeStackFormatting();
  const pairs: [string, string][] = [];
  for (let i = 0; i < 60; i++) pairs.push([stackAt('a'), stackAt('b')]);
  const columns = (stack: string) => stack.split('\n')[2]!.match(/:(\d+)\)$/)![1];
  for (const [a, b] of pairs) expect(columns(a)).not.toBe(columns(b));
  expect(new Set(pairs.map(([a, b]) => `${columns(a)} ${columns(b)}`)).size).toBe(1);
});

it('a formatter that writes what the memo does not key on fails the check, naming the memo', () => {
  let n = 0;
  installFormatter(() => ` #${n++}`);
  memoizeStackFormatting();
  const capture = () => { for (let i = 0; i < 2; i++) stackAt(`call ${i}`); };
  expect(capture).toThrow(/stack-memo\.ts: source-map-support wrote the same frames differently/);
});

it('leaves alone a formatter that is not source-map-support\'s, and installs itself once', () => {
  const own = (error: Error) => `own ${error.message}`;
  Error.prepareStackTrace = own;
  memoizeStackFormatting();
  expect(Error.prepareStackTrace).toBe(own);
  installFormatter();
  memoizeStackFormatting();
  const memoized = Error.prepareStackTrace;
  memoizeStackFormatting();
  expect(Error.prepareStackTrace).toBe(memoized);
});

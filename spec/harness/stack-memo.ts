/**
 * Playwright captures a stack for every API call and every step, and has source-map-support format it: each
 * frame is copied into an object of some thirty closures before it is written out, which cost the browser
 * layer about a tenth of its CPU (2026-12-03, the layer with the formatter taken away: 104.8 / 100.9 against
 * 112.3 / 123.2 CPU-seconds, alternating). The same call sites recur from call to call, so the formatted
 * frames are kept, keyed by everything the formatter reads of them: a stack it has written once is written
 * again as it was, without the copies. What is written is unchanged: a formatter this was not written against
 * is left alone, and the first fifty stacks met again are formatted anew and must come out as kept.
 */
type Formatter = (error: Error, frames: NodeJS.CallSite[]) => string;

const MEMO = Symbol.for('uni-conformance.stack-memo');
/**
 * A worker of the reference's run keeps about 1,300 stacks (5.5 million characters, 2026-12-03); past four times
 * that the memo starts again.
 */
const LIMIT = 5_000;

/** What source-map-support's CallSiteToString and wrapCallSite read of a frame, in one string. */
function keyOf(frame: NodeJS.CallSite): string {
  if (frame.isNative()) return `native ${frame.getFunctionName()}`;
  const method = !(frame.isToplevel() || frame.isConstructor());
  return [
    frame.getFileName(), frame.getScriptNameOrSourceURL(), frame.getLineNumber(), frame.getColumnNumber(),
    frame.getFunctionName(), frame.isConstructor(), method, method ? frame.getTypeName() : '', method ? frame.getMethodName() : '',
    frame.isEval() ? frame.getEvalOrigin() : '',
  ].join('\u0001');
}

/** The first line the formatter writes: `Name: message`. */
const headOf = (error: Error) => `${error.name || 'Error'}: ${error.message || ''}`;

/** Keeps the frames source-map-support formats, where it is the formatter installed; a no-op elsewhere. */
export function memoizeStackFormatting(): void {
  const format = Error.prepareStackTrace as (Formatter & { [MEMO]?: true }) | undefined;
  if (!format || format[MEMO] || format.name !== 'prepareStackTrace') return;
  const kept = new Map<string, string>();
  // The first stacks met again are still formatted, and must come out as kept.
  let checks = 50;
  const memoized: Formatter = (error, frames) => {
    const head = headOf(error);
    const key = frames.map(keyOf).join('\n');
    const tail = kept.get(key);
    if (tail !== undefined && checks === 0) return head + tail;
    const written = format(error, frames);
    // Only a stack written as head and frames is kept: anything else is the formatter's alone.
    if (!written.startsWith(head)) return written;
    const writtenTail = written.slice(head.length);
    if (tail === undefined) {
      if (kept.size >= LIMIT) kept.clear();
      kept.set(key, writtenTail);
    } else {
      checks--;
      if (writtenTail !== tail) {
        throw new Error(`spec/harness/stack-memo.ts: source-map-support wrote the same frames differently the second time; see what else of a frame it reads\n${written}\n---\n${head}${tail}`);
      }
    }
    return written;
  };
  Error.prepareStackTrace = Object.assign(memoized, { [MEMO]: true as const });
}

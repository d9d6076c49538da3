/** What input and textarea share: the maxlength rule and the value kept in sync with the prop. */
import { useEffect, useState } from 'react';
import { toNumber } from './number.ts';

/** `maxlength`: what is not a number falls back to the default; a negative value means no limit. */
export function maxLengthOf(prop: unknown, fallback: number): number {
  const n = Math.floor(toNumber(prop, fallback));
  return n < 0 ? Infinity : n;
}

export function limit(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

/** The field's text: the `value` prop (cut to `max`) until the user types, then what they typed. */
export function useFieldValue(value: unknown, max: number): [string, (text: string) => string] {
  const [text, setText] = useState(() => limit(String(value ?? ''), max));
  useEffect(() => setText(limit(String(value ?? ''), max)), [value, max]);
  const change = (typed: string) => {
    const next = limit(typed, max);
    setText(next);
    return next;
  };
  return [text, change];
}

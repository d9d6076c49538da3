import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { part, useMount } from '../../harness/unit.ts';
import { placeholderShows, recorder, rootOf, settle, typeInto } from './dom.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

const mount = useMount();
/** The framework name the component mounts by. */
const component = v('comp.builtin.textarea').name;
const { maxlength } = v('comp.textarea.default-maxlength');

const textField = (root: HTMLElement) => part('text-field', root) as HTMLTextAreaElement;

describe('textarea maximum length [comp.textarea.default-maxlength]', () => {
  it('keeps at most 140 characters of any input by default, the first ones', async () => {
    const m = await mount(component, {});
    const field = textField(m.container);
    await fc.assert(
      // Any text, and often one within a few characters of the limit, where an off-by-one shows. What was
      // typed is read once the renders the runtime schedules have landed, as a user sees it.
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 400, unit: 'grapheme' }), fc.string({ minLength: maxlength - 3, maxLength: maxlength + 3 })), async (text) => {
        typeInto(field, text);
        await settle();
        expect(field.value).toBe(text.slice(0, maxlength));
        expect(field.value.length).toBeLessThanOrEqual(maxlength);
      }),
      { numRuns: propertyRuns(1000) },
    );
  }, 60_000);

  it.each([maxlength - 1, maxlength, maxlength + 1])('at the limit and one step either side: %s characters typed or given keep min(length, 140)', async (length) => {
    const text = Array.from({ length }, (_, i) => String.fromCharCode(97 + (i % 26))).join('');
    const input = recorder<{ value: string }>();
    const m = await mount(component, { onInput: input.handler });
    typeInto(textField(m.container), text);
    await settle();
    expect(textField(m.container).value).toBe(text.slice(0, maxlength));
    // The app hears what the field keeps.
    expect(input.events.at(-1)?.detail.value).toBe(text.slice(0, maxlength));
    const given = await mount(component, { value: text });
    expect(textField(given.container).value).toBe(text.slice(0, maxlength));
  });

  it('cuts a longer value prop to 140 characters', async () => {
    const { container } = await mount(component, { value: 'x'.repeat(maxlength + 60) });
    expect(textField(container).value).toHaveLength(maxlength);
  });

  it('a new value prop replaces the text, cut to 140 characters', async () => {
    const m = await mount(component, { value: 'first' });
    const field = textField(m.container);
    await m.update({ value: 'second' });
    await vi.waitFor(() => expect(field.value).toBe('second'));
    await m.update({ value: 'z'.repeat(maxlength + 10) });
    await vi.waitFor(() => expect(field.value).toBe('z'.repeat(maxlength)));
  });

  it('a maxlength that is not a number falls back to 140', async () => {
    const m = await mount(component, { maxlength: 'abc' });
    const field = textField(m.container);
    typeInto(field, 'y'.repeat(maxlength * 2));
    expect(field.value).toHaveLength(maxlength);
  });

  it('keeps at most maxlength characters for any maxlength given, and any number with -1', async () => {
    const m = await mount(component, {});
    await fc.assert(
      // The contract's update may settle later: each case waits for it, and for what typing renders.
      fc.asyncProperty(fc.integer({ min: -1, max: 300 }), fc.string({ maxLength: 400 }), async (limit, text) => {
        await m.update({ maxlength: limit });
        const field = textField(m.container);
        // From an empty field: typing the text a field already holds is no input at all.
        typeInto(field, '');
        await settle();
        typeInto(field, text);
        await settle();
        expect(field.value).toBe(limit < 0 ? text : text.slice(0, limit));
      }),
      { numRuns: propertyRuns(1000) },
    );
  }, 60_000);
});

describe('textarea [comp.builtin.textarea]', () => {
  it('without a value it shows no text, at mount and after', async () => {
    const { container } = await mount(component, { placeholder: 'say' });
    expect(textField(container).value).toBe('');
    await settle();
    expect(textField(container).value).toBe('');
  });

  it('renders the value and placeholder and emits input, focus and blur', async () => {
    const seen = recorder<{ value: string }>();
    const { container } = await mount(component, { value: 'hi', placeholder: 'say', onInput: seen.handler, onFocus: seen.handler, onBlur: seen.handler });
    const host = rootOf(container);
    const field = textField(host);
    expect(field.value).toBe('hi');
    // The placeholder shows only while the field is empty, as the field's attribute or drawn by the component.
    expect(placeholderShows(host, field, 'say')).toBe(false);
    // A real focus change: focus then focusin, blur then focusout.
    field.focus();
    typeInto(field, 'hello');
    field.blur();
    expect(seen.events.map((e) => [e.type, e.detail.value])).toEqual([['focus', 'hi'], ['input', 'hello'], ['blur', 'hello']]);
    typeInto(field, '');
    await settle();
    expect(placeholderShows(host, field, 'say')).toBe(true);
  });
});

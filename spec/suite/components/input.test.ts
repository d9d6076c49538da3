import { fireEvent } from '@testing-library/dom';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { part, useMount } from '../../harness/unit.ts';
import { recorder, settle, typeInto } from './dom.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

const mount = useMount();
/** The framework name the component mounts by. */
const component = v('comp.builtin.input').name;
const { types, defaultType, maxlength } = v('comp.builtin.input');
/** The HTML field each framework type draws: numbers for number and digit, text for an id card. */
const fieldType: Record<string, string> = { text: 'text', number: 'number', digit: 'number', idcard: 'text', password: 'password', tel: 'tel' };

const field = (root: HTMLElement) => part('text-field', root) as HTMLInputElement;

describe('input [comp.builtin.input]', () => {
  it('keeps at most 140 characters by default and at most maxlength when given', async () => {
    const m = await mount(component, {});
    // The contract's update may settle later: each case waits for it before typing.
    await fc.assert(
      // Any text, and often one within a few characters of the default limit, where an off-by-one shows.
      fc.asyncProperty(fc.option(fc.integer({ min: 0, max: 200 }), { nil: undefined }), fc.oneof(fc.string({ maxLength: 300 }), fc.string({ minLength: maxlength - 3, maxLength: maxlength + 3 })), async (limit, text) => {
        await m.update(limit === undefined ? {} : { maxlength: limit });
        typeInto(field(m.container), text);
        expect(field(m.container).value).toBe(text.slice(0, limit ?? maxlength));
      }),
      { numRuns: propertyRuns(1000) },
    );
  }, 60_000);

  it.each([maxlength - 1, maxlength, maxlength + 1])('at the default limit and one step either side: %s characters typed keep min(length, 140)', async (length) => {
    const m = await mount(component, {});
    typeInto(field(m.container), 'x'.repeat(length));
    expect(field(m.container).value).toBe('x'.repeat(Math.min(length, maxlength)));
  });

  it('enforces maxlength on number fields too, where browsers ignore the attribute', async () => {
    const input = recorder<{ value: string }>();
    const m = await mount(component, { type: 'number', maxlength: 4, onInput: input.handler });
    typeInto(field(m.container), '1234567');
    expect(input.events.at(-1)).toEqual({ type: 'input', detail: { value: '1234', cursor: 4 } });
  });

  it.each(types.map((type) => [type]))('type %s renders its field', async (type) => {
    expect(fieldType[type], `a type the suite knows: ${type}`).toBeDefined();
    const { container } = await mount(component, { type });
    expect(field(container).type).toBe(fieldType[type]);
  });

  it(`without a type, or with an unknown one, it renders the ${defaultType} field; password masks any type`, async () => {
    expect(fieldType[defaultType], `a type the suite knows: ${defaultType}`).toBeDefined();
    const plain = await mount(component, {});
    expect(field(plain.container).type).toBe(fieldType[defaultType]);
    const m = await mount(component, { type: 'colour' });
    expect(field(m.container).type).toBe(fieldType[defaultType]);
    await m.update({ type: 'text', password: true });
    expect(field(m.container).type).toBe('password');
  });

  it('without a value it shows no text, at mount and after', async () => {
    const { container } = await mount(component, { placeholder: 'name' });
    expect(field(container).value).toBe('');
    await settle();
    expect(field(container).value).toBe('');
  });

  it('Enter emits confirm with the value', async () => {
    const confirm = recorder<{ value: string }>();
    const { container } = await mount(component, { value: 'hello', onConfirm: confirm.handler });
    fireEvent.keyUp(field(container), { key: 'a' });
    expect(confirm.events).toEqual([]);
    fireEvent.keyUp(field(container), { key: 'Enter' });
    expect(confirm.events).toEqual([{ type: 'confirm', detail: { value: 'hello' } }]);
  });

  it('emits focus and blur with the value, in the order the field takes and leaves focus', async () => {
    const seen = recorder<{ value: string }>();
    const { container } = await mount(component, { value: 'hi', onFocus: seen.handler, onBlur: seen.handler });
    // A real focus change: focus then focusin, blur then focusout.
    field(container).focus();
    typeInto(field(container), 'hello');
    field(container).blur();
    expect(seen.events.map((e) => [e.type, e.detail.value])).toEqual([['focus', 'hi'], ['blur', 'hello']]);
  });
});

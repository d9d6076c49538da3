import { fireEvent } from '@testing-library/dom';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { part, useMount } from '../../harness/unit.ts';
import { recorder, settle } from './dom.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

const mount = useMount();
/** The framework name the component mounts by. */
const component = v('comp.builtin.input').name;
const { types, maxlength } = v('comp.builtin.input');

const field = (root: HTMLElement) => part('text-field', root) as HTMLInputElement;

describe('input [comp.builtin.input]', () => {
  it('keeps at most 140 characters by default and at most maxlength when given', async () => {
    const m = await mount(component, {});
    // The contract's update may settle later: each case waits for it before typing.
    await fc.assert(
      fc.asyncProperty(fc.option(fc.integer({ min: 0, max: 200 }), { nil: undefined }), fc.string({ maxLength: 300 }), async (limit, text) => {
        await m.update(limit === undefined ? {} : { maxlength: limit });
        fireEvent.input(field(m.container), { target: { value: text } });
        expect(field(m.container).value).toBe(text.slice(0, limit ?? maxlength));
      }),
      { numRuns: propertyRuns(1000) },
    );
  }, 60_000);

  it('enforces maxlength on number fields too, where browsers ignore the attribute', async () => {
    const input = recorder<{ value: string }>();
    const m = await mount(component, { type: 'number', maxlength: 4, onInput: input.handler });
    fireEvent.input(field(m.container), { target: { value: '1234567' } });
    expect(input.events.at(-1)).toEqual({ type: 'input', detail: { value: '1234', cursor: 4 } });
  });

  it.each([
    ['text', 'text'], ['number', 'number'], ['digit', 'number'], ['idcard', 'text'], ['password', 'password'], ['tel', 'tel'],
  ])('type %s renders a %s field', async (type, html) => {
    expect(types).toContain(type);
    const { container } = await mount(component, { type });
    expect(field(container).type).toBe(html);
  });

  it('an unknown type falls back to text; password masks any type', async () => {
    const m = await mount(component, { type: 'colour' });
    expect(field(m.container).type).toBe('text');
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
});

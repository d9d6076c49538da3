import { fireEvent } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { partOrNull, useMount } from '../../harness/unit.ts';
import { recorder, rootOf } from './dom.ts';
import { clickAt } from './finger.ts';

const mount = useMount();
/** The framework name the component mounts by. */
const component = v('comp.builtin.button').name;
const { types, defaultType, formTypes } = v('comp.builtin.button');

const button = rootOf;

/** Moves the mounted container into a form and records its submit and reset events. */
function inForm(container: HTMLElement) {
  const form = document.createElement('form');
  document.body.append(form);
  form.append(container);
  const seen: string[] = [];
  form.addEventListener('submit', (e) => { e.preventDefault(); seen.push('submit'); });
  form.addEventListener('reset', () => seen.push('reset'));
  return seen;
}

describe('button [comp.builtin.button]', () => {
  it.each(types)('type %s is rendered as the framework attribute', async (type) => {
    const { container } = await mount(component, { type, children: 'Go' });
    expect(button(container).getAttribute('type')).toBe(type);
    expect(button(container).textContent).toBe('Go');
  });

  it(`an unknown type falls back to ${defaultType}`, async () => {
    const { container } = await mount(component, { type: 'danger' });
    expect(button(container).getAttribute('type')).toBe(defaultType);
  });

  it('a tap emits click; a disabled button emits nothing', async () => {
    const click = recorder();
    const m = await mount(component, { onClick: click.handler });
    // Where the tap was is the click's own detail, which the seed does not describe (a runtime measures it
    // against its page's window): the tap is judged by the click it emits.
    clickAt(button(m.container), 3, 4);
    expect(click.events.map((e) => e.type)).toEqual(['click']);
    await m.update({ disabled: true, onClick: click.handler });
    expect(button(m.container).getAttribute('disabled')).toBe('true');
    fireEvent.click(button(m.container));
    expect(click.events).toHaveLength(1);
  });

  it('loading shows the spinner beside the text, and no spinner once loading ends', async () => {
    const m = await mount(component, { loading: true, children: 'Save' });
    expect(partOrNull('button.loading', m.container)).not.toBeNull();
    expect(button(m.container).textContent).toBe('Save');
    await m.update({ loading: false, children: 'Save' });
    expect(partOrNull('button.loading', m.container)).toBeNull();
    expect(button(m.container).textContent).toBe('Save');
  });

  it.each(formTypes.map((formType) => [formType]))('form-type %s does that to the enclosing form; a button without one does nothing to it', async (formType) => {
    // Each form type is the form event it fires: submit submits, reset resets.
    expect(['submit', 'reset'], `a form type the suite knows: ${formType}`).toContain(formType);
    const typed = await mount(component, { formType });
    const plain = await mount(component, {});
    const seen = inForm(typed.container);
    typed.container.parentElement!.append(plain.container);
    fireEvent.click(button(plain.container));
    expect(seen).toEqual([]);
    fireEvent.click(button(typed.container));
    expect(seen).toEqual([formType]);
  });

  it('a disabled form button neither submits nor resets', async () => {
    const submit = await mount(component, { formType: 'submit', disabled: true });
    const seen = inForm(submit.container);
    fireEvent.click(button(submit.container));
    expect(seen).toEqual([]);
  });
});

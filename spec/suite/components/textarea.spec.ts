import { v } from '../../catalogue/index.ts';
import { componentsApp } from '../../fixtures/components.ts';
import { expect, test } from '../../harness/browser.ts';

const { maxlength } = v('comp.textarea.default-maxlength');

test('a textarea takes 140 characters by default: at the limit and a character either side [comp.textarea.default-maxlength]', async ({ openApp, part }) => {
  await openApp(componentsApp({ name: v('comp.builtin.textarea').name }));
  const field = part('text-field').first();
  for (const length of [maxlength - 1, maxlength, maxlength + 1]) {
    // Typed as the browser's input does it: the whole text at once, as a paste.
    await field.fill('');
    await field.fill('x'.repeat(length));
    await expect(field).toHaveValue('x'.repeat(Math.min(length, maxlength)));
  }
});

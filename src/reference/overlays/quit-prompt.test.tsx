// @vitest-environment happy-dom
/**
 * The reference's own choice, beside conformance: the quit prompt draws as the framework's toast-like hint, a
 * dark translucent pill low in the middle of the window, above the page. The seed gives its text and how long
 * it shows; the suite judges those (spec/suite/navigation/back-press*, quit-prompt*).
 */
import { within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useLaunchedApp } from '../test-support/launched-app.ts';

const { container } = useLaunchedApp();

it('draws as a dark pill low in the middle of the window', async () => {
  history.back();
  const prompt = await within(container()).findByRole('status');
  expect(prompt.style.cssText).toMatchInlineSnapshot(`"position: fixed; left: 50%; bottom: 15%; transform: translateX(-50%); z-index: 999; padding: 8px 16px; border-radius: 4px; background: rgba(17, 17, 17, .7); color: #fff; font-size: 14px;"`);
});

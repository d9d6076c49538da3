// @vitest-environment happy-dom
/**
 * The reference's own choice, beside conformance: a fixture page that lists a component the framework does
 * not have shows the rest of the page without it, rather than failing to render. The contract's fixtures name
 * the framework's components; the suite judges those.
 */
import { expect, it } from 'vitest';
import { ONE_PAGE, useLaunchedApp } from '../test-support/launched-app.ts';

const { container } = useLaunchedApp({
  ...ONE_PAGE,
  pages: [{ path: 'pages/index/index', components: [{ name: 'no-such-component' }, { name: 'button' }] }],
});

it('a component the framework does not have is left out, and the rest of the page shows', () => {
  expect(container().querySelector('[data-component="no-such-component"]')).toBeNull();
  expect(container().querySelector('[data-component="button"] [role=button]')).not.toBeNull();
});

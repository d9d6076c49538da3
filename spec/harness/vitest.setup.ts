/**
 * Every suite test runs with MSW intercepting the network. A request no handler answers fails the test
 * that made it, even when the code under test swallows the error: it is recorded and checked after each
 * test. A test that sends one on purpose takes it off with `takeEscapedRequests()`.
 */
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { server } from '../../mocks/node.ts';
import { escapedRequests } from './escaped-requests.ts';
import { forgetOpenCalls } from './open-calls.ts';
import { abortAsBrowsersDo } from './xhr-abort.ts';
import { copyComputedStylesByHand } from './happy-dom-speed.ts';
import { stringifyNodesAsBrowsersDo } from './json-nodes.ts';
import { blankPage } from './unit-page.ts';
import { loadTarget } from './select-target.ts';

// A target that builds on demand asks for longer limits (contract `timeouts.unit`).
const unitTimeout = (await loadTarget()).timeouts?.unit;
if (unitTimeout) vi.setConfig({ testTimeout: unitTimeout, hookTimeout: unitTimeout });

// Computed styles without happy-dom's structuredClone of every ancestor's properties (happy-dom-speed.ts).
copyComputedStylesByHand();
// A failing assertion on an app's element reports its failure rather than aborting the worker (json-nodes.ts).
stringifyNodesAsBrowsersDo();
beforeAll(blankPage);
beforeAll(() => {
  server.listen({
    onUnhandledRequest(request, print) {
      // data: and blob: urls never leave the page.
      if (!/^https?:|^wss?:/.test(request.url)) return;
      escapedRequests.push(`${request.method} ${request.url}`);
      print.error();
    },
  });
  // Installed over MSW's interceptor, which replaces XMLHttpRequest when it starts listening.
  abortAsBrowsersDo();
});
afterEach(() => {
  forgetOpenCalls();
  server.resetHandlers();
  expect(escapedRequests.splice(0), 'requests that no MSW handler answered').toEqual([]);
});
afterAll(() => server.close());

/**
 * Every suite test runs with MSW intercepting the network: a request no handler answers is an error that
 * fails the test which made it.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../../mocks/node.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/**
 * MSW handlers shared by every test: one module per third-party service lives beside this file and is
 * listed here. Tests add per-case handlers with `server.use(...)`.
 */
import type { RequestHandler } from 'msw';

export const handlers: RequestHandler[] = [];

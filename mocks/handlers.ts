/**
 * MSW handlers shared by every test: each module `mocks/handlers/<service>.ts` exports `handlers` for one
 * third-party service and is picked up here. Tests add per-case handlers with `server.use(...)`.
 */
import type { RequestHandler } from 'msw';

const modules = import.meta.glob<{ handlers: RequestHandler[] }>('./handlers/*.ts', { eager: true });

export const handlers: RequestHandler[] = Object.values(modules).flatMap((m) => m.handlers);

import { afterEach, describe, expect, it, vi } from 'vitest';
import { quietLogger } from '../harness/quiet-logger.ts';

describe('the runs\' logger', () => {
  afterEach(() => vi.restoreAllMocks());
  it('drops source-map warnings of a target\'s dependencies and keeps the suite\'s own warnings', () => {
    const printed = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const logger = quietLogger();
    logger.warn('Failed to load source map for /x/spec/targets/mine/node_modules/pkg/dist/a.js.\nError: ENOENT');
    logger.warnOnce('Sourcemap for "/x/node_modules/pkg/dist/b.js" points to missing source files');
    logger.warn('Failed to load source map for /x/spec/suite/own.ts.\nError: bad map');
    logger.warn('a warning of the suite');
    const lines = printed.mock.calls.map((c) => String(c[0]));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('spec/suite/own.ts');
    expect(lines[1]).toContain('a warning of the suite');
  });
});

import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSpecImports, specImports } from './reference-independent.ts';

const root = resolve(import.meta.dirname, '../..');
const file = resolve(root, 'src/reference/api/example.ts');
const targets = (text: string) => specImports(text, file, root).map((i) => `${i.line} ${i.target}`);

describe('imports of spec/ from the reference', () => {
  it('finds static, type, re-export, side-effect, dynamic and glob imports that resolve into spec/', () => {
    const text = [
      "import { v } from '../../../spec/catalogue/index.ts';",
      'import type {',
      '  FixtureApp,',
      "} from '../../../spec/contract/index.ts';",
      "export * from '../../../spec/contract/sdk.ts';",
      "import '../../../spec/harness/setup.ts';",
      "const apps = await import('../../../spec/fixtures/apps.ts');",
      "const all = import.meta.glob<{ default: Record<string, unknown> }>('../../../spec/fixtures/*.ts');",
    ].join('\n');
    expect(targets(text)).toEqual([
      '1 spec/catalogue/index.ts',
      '4 spec/contract/index.ts',
      '5 spec/contract/sdk.ts',
      '6 spec/harness/setup.ts',
      '7 spec/fixtures/apps.ts',
      '8 spec/fixtures/*.ts',
    ]);
  });

  it('ignores imports that stay outside spec/, packages, comments and prose that mention it', () => {
    const text = [
      "import { launch } from '../index.ts';",
      "import { inspect } from '../../inspect/spec.ts';",
      "import spec from 'spec';",
      "// import { v } from '../../../spec/catalogue/index.ts';",
      ' * as the suite (spec/catalogue) words it',
      "const url = 'https://example.com/spec/';",
    ].join('\n');
    expect(targets(text)).toEqual([]);
  });

  it('finds none in any file under src/', () => {
    expect(findSpecImports(resolve(root, 'src'), root)).toEqual([]);
  });
});

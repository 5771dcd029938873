/**
 * The `iot-imports/no-import-cycle` lint rule (tests/config/eslint-import-cycles.mjs): a module that reaches itself
 * again through relative imports is reported, type-only imports and re-exports included; an acyclic graph passes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the lint config, no types
import importCycles, { findCycle } from '../../config/eslint-import-cycles.mjs';

let dir = '';
const file = (name: string) => path.join(dir, name);
const write = (name: string, text: string) => fs.writeFileSync(file(name), text);

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'iot-cycles-'));
  write('a.ts', "import type { B } from './b';\nexport interface A { b: B }\n");
  write('b.ts', "import { c } from './c';\nexport interface B { c: typeof c }\n");
  write('c.ts', "export type { A } from './a';\nexport const c = 1;\n");
  write('d.ts', "import { c } from './c';\n// import { e } from './e';\nexport const d = c;\n");
  write('e.ts', "import { d } from './d';\nexport const e = d;\n");
  write('f.tsx', "const lazy = () => import('./g');\nexport const f = lazy;\n");
  write('g.ts', "import { f } from './f';\nexport const g = f;\n");
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('findCycle', () => {
  it('follows type imports and type re-exports around the loop', () => {
    expect(findCycle(file('a.ts'))).toEqual([file('a.ts'), file('b.ts'), file('c.ts'), file('a.ts')]);
  });

  it('finds nothing for a module outside every loop, and ignores commented-out imports', () => {
    expect(findCycle(file('e.ts'))).toBeNull();
    expect(findCycle(file('d.ts'))).toBeNull();
  });

  it('counts dynamic imports', () => {
    expect(findCycle(file('f.tsx'))).toEqual([file('f.tsx'), file('g.ts'), file('f.tsx')]);
  });
});

describe('the rule in ESLint', () => {
  const lint = (name: string) => {
    const linter = new Linter({ cwd: dir });
    const config = [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        plugins: { 'iot-imports': importCycles },
        rules: { 'iot-imports/no-import-cycle': 'error' },
      },
    ];
    return linter.verify(fs.readFileSync(file(name), 'utf8'), config as never, file(name));
  };

  it('reports the chain of a cycle closed by a type import', () => {
    const messages = lint('b.ts');
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toBe(
      'Import cycle (type imports count): b.ts → c.ts → a.ts → b.ts. Move the shared types or code down a layer.',
    );
  });

  it('passes an acyclic module', () => {
    expect(lint('e.ts')).toEqual([]);
  });
});

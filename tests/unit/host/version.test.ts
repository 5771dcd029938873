import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IOT_VERSION } from '../../../src/host/version';

describe('element version', () => {
  it('matches package.json (the define guard compares it across bundles)', () => {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../../../package.json'), 'utf8')) as {
      version: string;
    };
    expect(IOT_VERSION).toBe(pkg.version);
  });
});

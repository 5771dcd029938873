/** The static page custom widgets run in: its policy must match its one inline script, and allow nothing else. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const page = readFileSync(new URL('../../../../src/widgets/sandbox/widget-sandbox.html', import.meta.url), 'utf8');
const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(page)?.[1] ?? '';
const directives = new Map(
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .map(([name = '', ...values]) => [name, values]),
);

describe('widget-sandbox.html', () => {
  it('has one inline script, allowed by its sha256 hash in the page policy', () => {
    const scripts = [...page.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256').update(scripts[0]![1]!).digest('base64');
    // After editing the bootstrap, put this hash into the page's script-src.
    expect(directives.get('script-src')).toEqual([`'sha256-${hash}'`, "'strict-dynamic'"]);
  });

  it('puts the policy before any script, and forbids network, eval, inline handlers, frames, forms and plugins', () => {
    expect(page.indexOf('Content-Security-Policy')).toBeLessThan(page.indexOf('<script'));
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('connect-src')).toEqual(["'none'"]);
    for (const d of ['frame-src', 'object-src', 'form-action', 'base-uri'])
      expect(directives.get(d), d).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-eval|wasm-unsafe-eval/);
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('never evaluates strings itself: user code becomes a script element of its own', () => {
    expect(page).not.toMatch(/\beval\(|new Function|setTimeout\(\s*['"]|\.innerHTML\s*=\s*msg\.js/);
    expect(page).toContain('URL.createObjectURL(new Blob([code]');
  });
});

/**
 * The `iot/logical-css` lint rule (tests/config/eslint-logical-css.mjs): physical left/right CSS is reported in
 * styled-components templates, their interpolated strings, CSS text variables and style objects, and fixed to the
 * logical property where the fix is mechanical.
 */
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the lint config, no types
import { asymmetricShorthand, cssProblems, logicalCssRule } from '../../config/eslint-logical-css.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});
const err = (n = 1) => Array.from({ length: n }, () => ({ messageId: 'physical' }));

tester.run('logical-css', logicalCssRule, {
  valid: [
    'const A = styled.div`margin-inline-start: 8px; text-align: start; inset-inline-end: 0; padding: 0 8px 0 8px;`;',
    'const A = styled.div`padding: 4px 8px; margin: 0 auto 4px; border-radius: 6px 6px 0 0;`;',
    // Not CSS: ordinary objects and templates may say left and right.
    'const layouts = { main: 1, right: 2 }; const s = `left: ${x}`;',
    // Selectors with pseudo-classes are not declarations.
    'const A = styled.div`&:hover { color: red; } a:left-of { x: y }`;',
    'const A = styled.div`transform-origin: left; background-position: right top; transition: left 1s;`;',
    'const el = <div style={{ insetInlineStart: 0, textAlign: "start" }} />;',
    'const A = styled.div`/* left: 0 is wrong here */ inset-inline-start: 0;`;',
  ],
  invalid: [
    {
      code: 'const A = styled.div`left: 0; margin-right: 4px;`;',
      errors: err(2),
      output: 'const A = styled.div`inset-inline-start: 0; margin-inline-end: 4px;`;',
    },
    {
      code: 'const A = styled(B)`\n  border-left: 1px solid ${c};\n  text-align: right;\n`;',
      errors: err(2),
      output: 'const A = styled(B)`\n  border-inline-start: 1px solid ${c};\n  text-align: end;\n`;',
    },
    {
      code: 'const A = styled.div<{ $x: boolean }>`padding: 4px 8px 4px 12px;`;',
      errors: err(1),
      output: 'const A = styled.div<{ $x: boolean }>`padding-block: 4px; padding-inline: 12px 8px;`;',
    },
    {
      code: 'const A = styled.div`margin: 0 0 4px 8px;`;',
      errors: err(1),
      output: 'const A = styled.div`margin-block: 0 4px; margin-inline: 8px 0;`;',
    },
    {
      code: 'const A = styled.div`\n  color: red;\n  margin: 0 0 4px 8px;\n`;',
      errors: err(1),
      output: 'const A = styled.div`\n  color: red;\n  margin-block: 0 4px;\n  margin-inline: 8px 0;\n`;',
    },
    // An interpolation in the shorthand: reported, not fixed.
    { code: 'const A = styled.div`padding: 0 ${(p) => p.$w}px 0 4px;`;', errors: err(1), output: null },
    {
      code: 'const A = styled.div`${(p) => (p.$v ? "left: 0; right: 0;" : "top: 0;")}`;',
      errors: err(2),
      output: 'const A = styled.div`${(p) => (p.$v ? "inset-inline-start: 0; inset-inline-end: 0;" : "top: 0;")}`;',
    },
    {
      code: 'const x = css`float: left; border-top-right-radius: 4px;`;',
      errors: err(2),
      output: 'const x = css`float: inline-start; border-start-end-radius: 4px;`;',
    },
    {
      code: 'const k = keyframes`0% { left: -35%; }`;',
      errors: err(1),
      output: 'const k = keyframes`0% { inset-inline-start: -35%; }`;',
    },
    {
      code: 'export const GLOBAL_CSS = `.a { padding-left: 2px }`;',
      errors: err(1),
      output: 'export const GLOBAL_CSS = `.a { padding-inline-start: 2px }`;',
    },
    {
      code: 'const el = <div style={{ left: 0, marginRight: 4, textAlign: "right" }} />;',
      errors: err(3),
      output: "const el = <div style={{ insetInlineStart: 0, marginInlineEnd: 4, textAlign: 'end' }} />;",
    },
    {
      code: 'const s: CSSProperties = { right: 8 };',
      errors: err(1),
      output: 'const s: CSSProperties = { insetInlineEnd: 8 };',
    },
    {
      code: 'const theme = { ".cm-x": { borderLeftColor: "red" } };',
      errors: err(1),
      output: 'const theme = { ".cm-x": { borderInlineStartColor: "red" } };',
    },
    { code: 'const el = <div style={{ margin: "0 4px 0 8px" }} />;', errors: err(1), output: null },
    { code: 'const A = styled.div`border-radius: 4px 0 0 4px;`;', errors: err(1), output: null },
  ],
});

describe('shorthand symmetry', () => {
  it('reads parenthesised values as one part', () => {
    expect(asymmetricShorthand('padding', 'calc(1px + 2px) 4px 0 4px')).toBe(null);
    expect(asymmetricShorthand('padding', '0 calc(1px + 2px) 0 4px')).toEqual(['0', 'calc(1px + 2px)', '0', '4px']);
  });
  it('checks border-radius corners per side', () => {
    expect(asymmetricShorthand('border-radius', '4px')).toBe(null);
    expect(asymmetricShorthand('border-radius', '4px 4px 0 0')).toBe(null);
    expect(asymmetricShorthand('border-radius', '4px 0')).toEqual(['4px', '0']);
    expect(asymmetricShorthand('border-radius', '50% / 4px 0 0 4px')).toEqual(['4px', '0', '0', '4px']);
  });
  it('keeps offsets true past comments', () => {
    const text = '/* x */ left: 0;';
    const [p] = cssProblems(text);
    expect(text.slice(p.index, p.index + p.length)).toBe('left');
  });
});

import { describe, expect, it } from 'vitest';
import { judgeRun } from '../../../src/ui/js-func/js-func-check';
import { tidyJs } from '../../../src/ui/js-func/js-tidy';

describe('tidyJs (JS function editor Tidy)', () => {
  it('re-indents by bracket depth with 4 spaces and trims trailing blanks', () => {
    expect(tidyJs('if (a) {\nif (b) {   \nreturn [1,\n2];\n}\n}')).toBe(
      'if (a) {\n    if (b) {\n        return [1,\n            2];\n    }\n}',
    );
  });
  it('ignores brackets in strings, comments, templates and regular expressions', () => {
    const src = "var s = '{';\n// }\nvar r = /[{]/g;\nvar t = `{\n  x`;\nreturn s;";
    expect(tidyJs(src)).toBe("var s = '{';\n// }\nvar r = /[{]/g;\nvar t = `{\n  x`;\nreturn s;");
  });
  it('keeps lines inside block comments and collapses runs of blank lines', () => {
    expect(tidyJs('/*\n   keep\n*/\n\n\n\nreturn 1;\n\n')).toBe('/*\n   keep\n*/\n\nreturn 1;');
  });
  it('treats a slash after a value as division', () => {
    expect(tidyJs('var a = b / 2;\nif (a) {\nreturn a / c;\n}')).toBe('var a = b / 2;\nif (a) {\n    return a / c;\n}');
  });
});

describe('judgeRun (JS function validation)', () => {
  it('an error fails with the error', () => {
    const error = { name: 'TypeError', message: 'x', lineNumber: 2, columnNumber: 3 };
    expect(judgeRun({ ok: false, error }, 'any')).toEqual({ valid: false, kind: 'error', error });
  });
  it("'any' needs a returned value; null counts", () => {
    expect(judgeRun({ ok: true, returned: false }, 'any')).toEqual({ valid: false, kind: 'no-return' });
    expect(judgeRun({ ok: true, returned: true, value: null }, 'any')).toEqual({ valid: true });
  });
  it('checks the type; arrays are objects, and array asks for an array', () => {
    expect(judgeRun({ ok: true, returned: true, value: 'y' }, 'boolean')).toEqual({
      valid: false,
      kind: 'type-mismatch',
      type: 'boolean',
    });
    expect(judgeRun({ ok: true, returned: true, value: [1] }, 'object')).toEqual({ valid: true });
    expect(judgeRun({ ok: true, returned: true, value: {} }, 'array')).toEqual({
      valid: false,
      kind: 'type-mismatch',
      type: 'array',
    });
    expect(judgeRun({ ok: true, returned: false }, 'nothing')).toEqual({ valid: true });
  });
});

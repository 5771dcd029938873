/** CSS and HTML tidy of the widget type editor: re-indent only, never change tokens; raw blocks kept as written. */
import { describe, expect, it } from 'vitest';
import { tidyCss, tidyHtml } from '../../../src/ui/code-editor/markup-tidy';

const tokens = (s: string) => s.replace(/\s+/g, '');

describe('tidyCss', () => {
  it('indents by brace depth, skipping braces in strings and comments', () => {
    const input =
      '.a {\ncolor: red;\n  content: "}{";\n/* } */\n.b { x: 1; }\n}\n\n\n.c{\n  background: url(http://x/y.png);\n}';
    const out = tidyCss(input);
    expect(out).toBe(
      '.a {\n    color: red;\n    content: "}{";\n    /* } */\n    .b { x: 1; }\n}\n\n.c{\n    background: url(http://x/y.png);\n}',
    );
    expect(tokens(out)).toBe(tokens(input));
  });

  it('keeps lines inside a multi-line comment and is idempotent', () => {
    const input = '/* start\n      keep me\n*/\n.a {\n        b: 1;\n}';
    const once = tidyCss(input);
    expect(once).toBe('/* start\n      keep me\n*/\n.a {\n    b: 1;\n}');
    expect(tidyCss(once)).toBe(once);
  });
});

describe('tidyHtml', () => {
  it('indents by element depth; void, self-closed and same-line elements do not nest', () => {
    const input =
      '<div class="a">\n<img src="x">\n<br/>\n<span>one</span>\n<ul>\n<li>1</li>\n</ul>\n<!-- <div> -->\n</div>';
    expect(tidyHtml(input)).toBe(
      '<div class="a">\n  <img src="x">\n  <br/>\n  <span>one</span>\n  <ul>\n    <li>1</li>\n  </ul>\n  <!-- <div> -->\n</div>',
    );
  });

  it('keeps pre, textarea, script and style contents exactly, blank lines included', () => {
    const input = '<div>\n<pre>\n   a  \n\n\n  b\n</pre>\n<p title="x>y">t</p>\n</div>';
    expect(tidyHtml(input)).toBe('<div>\n  <pre>\n   a  \n\n\n  b\n</pre>\n  <p title="x>y">t</p>\n</div>');
  });
});

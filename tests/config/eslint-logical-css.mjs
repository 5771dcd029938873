// ESLint rule `iot/logical-css`: no physical left/right in our CSS where a logical property exists, so every layout
// mirrors when an element runs right to left (fa_IR). It reads
// - styled-components templates (styled.x`…`, styled(X)`…`, css`…`, keyframes`…`, createGlobalStyle`…`) and the
//   string literals inside their interpolations (`${(p) => (p.$v ? 'left: 0;' : '…')}`);
// - CSS text kept in a variable whose name ends in "css" (GLOBAL_CSS, nodeCss);
// - style objects: JSX `style={{…}}`, objects typed `CSSProperties`, and camelCase keys that only CSS uses
//   (marginLeft, borderRightColor, …) anywhere.
// Flagged: margin/padding/border/inset/scroll-* with -left/-right, left/right themselves, text-align/float/clear
// with left/right, and four-value margin/padding/inset (or border-radius) shorthands whose two sides differ.
// Renames are auto-fixable (`eslint --fix`); shorthands are fixed when their value holds no interpolation.
// Canvas, chart and map code that needs physical coordinates is allow-listed in eslint.config.mjs.

const SIDE = { left: 'start', right: 'end' };

/** Physical property (kebab-case) → its logical twin, or null. */
export function logicalProperty(prop) {
  const p = prop.toLowerCase();
  let m = /^(margin|padding|scroll-margin|scroll-padding)-(left|right)$/.exec(p);
  if (m) return `${m[1]}-inline-${SIDE[m[2]]}`;
  m = /^border-(left|right)(-(?:width|style|color))?$/.exec(p);
  if (m) return `border-inline-${SIDE[m[1]]}${m[2] ?? ''}`;
  m = /^border-(top|bottom)-(left|right)-radius$/.exec(p);
  if (m) return `border-${m[1] === 'top' ? 'start' : 'end'}-${SIDE[m[2]]}-radius`;
  m = /^(left|right)$/.exec(p);
  if (m) return `inset-inline-${SIDE[m[1]]}`;
  return null;
}

/** Logical value for text-align / float / clear, or null. */
export function logicalValue(prop, value) {
  const p = prop.toLowerCase();
  const v = value
    .trim()
    .toLowerCase()
    .replace(/\s*!important$/, '');
  if (v !== 'left' && v !== 'right') return null;
  if (p === 'text-align') return SIDE[v];
  if (p === 'float' || p === 'clear') return `inline-${SIDE[v]}`;
  return null;
}

/** Split a CSS value on top-level whitespace (parentheses kept together). */
export function splitValue(value) {
  const out = [];
  let depth = 0;
  let cur = '';
  for (const ch of value.trim()) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (/\s/.test(ch) && depth === 0) {
      if (cur) out.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (cur) out.push(cur);
  return out;
}

const SHORTHANDS = new Set(['margin', 'padding', 'inset', 'scroll-margin', 'scroll-padding']);

/** Why a shorthand is physical (its left and right differ), or null. */
export function asymmetricShorthand(prop, value) {
  const p = prop.toLowerCase();
  const v = value.replace(/\s*!important\s*$/, '');
  if (SHORTHANDS.has(p)) {
    const parts = splitValue(v);
    return parts.length === 4 && parts[1] !== parts[3] ? parts : null;
  }
  if (p === 'border-radius') {
    for (const half of v.split('/')) {
      const r = splitValue(half);
      if (r.length < 2) continue;
      const [tl, tr = tl, br = tl, bl = tr] = r;
      if (tl !== tr || br !== bl) return r;
    }
  }
  return null;
}

/** `padding: a b c d` → `padding-block: a c; padding-inline: d b` (left is inline-start in LTR). */
function shorthandFix(prop, parts, indent) {
  const p = prop.toLowerCase();
  const [top, right, bottom, left] = parts;
  const block = top === bottom ? top : `${top} ${bottom}`;
  return `${p}-block: ${block};${indent === null ? ' ' : `\n${indent}`}${p}-inline: ${left} ${right}`;
}

const PLACEHOLDER = '\uE000'; // a private-use character: never in our CSS
// A declaration starts after `{`, `;`, `}` or the start of the text and ends before `;` or `}` (or the end). A
// selector (`a:hover {`) ends in `{` and is skipped.
const DECLARATION = /(^|[{;}\uE000])(\s*)(-?[a-zA-Z][a-zA-Z-]*)(\s*:\s*)([^;{}]*?)\s*(?=[;}]|$)/g;

/**
 * Problems in one piece of CSS text: `{ index, length, message, fix? }` relative to `text`. `text` may hold
 * PLACEHOLDER characters where interpolations were; a shorthand with one is reported but not fixed.
 */
export function cssProblems(css) {
  const problems = [];
  // Comments keep their length (offsets stay true) but say nothing.
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (c) => ' '.repeat(c.length));
  for (const m of text.matchAll(DECLARATION)) {
    const [, lead, space, prop, colon, value] = m;
    const propStart = m.index + lead.length + space.length;
    const valueStart = propStart + prop.length + colon.length;
    if (!value || value.includes('{')) continue;
    const logical = logicalProperty(prop);
    if (logical) {
      problems.push({
        index: propStart,
        length: prop.length,
        message: `Use '${logical}' instead of '${prop}'`,
        fix: logical,
      });
      continue;
    }
    const lv = logicalValue(prop, value);
    if (lv) {
      const at = value.toLowerCase().indexOf(
        value
          .trim()
          .toLowerCase()
          .replace(/\s*!important$/, ''),
      );
      problems.push({
        index: valueStart + at,
        length: value.trim().replace(/\s*!important$/, '').length,
        message: `Use '${prop}: ${lv}' instead of '${prop}: ${value.trim()}'`,
        fix: lv,
      });
      continue;
    }
    const parts = asymmetricShorthand(prop, value);
    if (parts) {
      const hint =
        prop.toLowerCase() === 'border-radius'
          ? 'border-start-start-radius / border-start-end-radius / …'
          : `${prop}-block and ${prop}-inline`;
      const fixable =
        prop.toLowerCase() !== 'border-radius' && !value.includes(PLACEHOLDER) && !/!important/.test(value);
      problems.push({
        index: propStart,
        length: valueStart - propStart + value.length,
        message: `'${prop}: ${value.replaceAll(PLACEHOLDER, '${…}')}' has different left and right sides; use ${hint}`,
        // On its own line the two declarations get a line each, at the same indentation.
        ...(fixable
          ? { fix: shorthandFix(prop, parts, space.includes('\n') ? space.slice(space.lastIndexOf('\n') + 1) : null) }
          : {}),
      });
    }
  }
  return problems;
}

const CSS_TAGS = new Set(['styled', 'css', 'keyframes', 'createGlobalStyle']);

/** The identifier a tag expression starts from: styled.div<T>.attrs(…) → styled. */
function tagRoot(node) {
  let n = node;
  for (;;) {
    if (n.type === 'MemberExpression') n = n.object;
    else if (n.type === 'CallExpression') n = n.callee;
    else if (n.type === 'TSInstantiationExpression') n = n.expression;
    else return n.type === 'Identifier' ? n.name : null;
  }
}

const camel = (kebab) => kebab.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
// camelCase names that only CSS uses (so they are checked in any object): marginLeft, borderTopRightRadius, …
const STYLE_ONLY_KEY =
  /^(margin|padding|scrollMargin|scrollPadding|border)(Left|Right)|^border(Top|Bottom)(Left|Right)Radius$/;

function keyName(prop) {
  if (prop.computed) return null;
  if (prop.key.type === 'Identifier') return prop.key.name;
  if (prop.key.type === 'Literal' && typeof prop.key.value === 'string') return prop.key.value;
  return null;
}

function isCssPropertiesType(t) {
  return (
    t?.type === 'TSTypeReference' &&
    /(^|\.)CSSProperties$/.test(t.typeName.type === 'Identifier' ? t.typeName.name : (t.typeName.right?.name ?? ''))
  );
}

/** True when `obj` is a style object: JSX style={{…}}, `: CSSProperties`, `satisfies/as CSSProperties`. */
function isStyleObject(obj) {
  const parent = obj.parent;
  if (!parent) return false;
  if (
    parent.type === 'JSXExpressionContainer' &&
    parent.parent?.type === 'JSXAttribute' &&
    parent.parent.name.name === 'style'
  )
    return true;
  if (
    (parent.type === 'TSSatisfiesExpression' || parent.type === 'TSAsExpression') &&
    isCssPropertiesType(parent.typeAnnotation)
  )
    return true;
  if (
    parent.type === 'VariableDeclarator' &&
    parent.init === obj &&
    isCssPropertiesType(parent.id.typeAnnotation?.typeAnnotation)
  )
    return true;
  // A nested object of a style object (CodeMirror-like themes are handled by STYLE_ONLY_KEY).
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
/** A style object (JSX `style`, CSSProperties): physical keys and left/right values. */
function checkStyleObject(context, obj) {
  for (const prop of obj.properties) {
    if (prop.type !== 'Property') continue;
    const name = keyName(prop);
    if (!name) continue;
    const logical = logicalProperty(kebab(name));
    if (logical) {
      const replacement = prop.key.type === 'Identifier' ? camel(logical) : JSON.stringify(camel(logical));
      context.report({
        node: prop.key,
        messageId: 'physical',
        data: { message: `Use '${camel(logical)}' instead of '${name}'` },
        fix: prop.shorthand ? null : (fixer) => fixer.replaceText(prop.key, replacement),
      });
      continue;
    }
    if (prop.value.type === 'Literal' && typeof prop.value.value === 'string') {
      const lv = logicalValue(kebab(name), prop.value.value);
      if (lv) {
        context.report({
          node: prop.value,
          messageId: 'physical',
          data: { message: `Use ${name}: '${lv}'` },
          fix: (fixer) => fixer.replaceText(prop.value, `'${lv}'`),
        });
        continue;
      }
      const parts = asymmetricShorthand(kebab(name), prop.value.value);
      if (parts)
        context.report({
          node: prop.value,
          messageId: 'physical',
          data: {
            message: `'${name}: ${prop.value.value}' has different left and right sides; use ${name}Block and ${name}Inline`,
          },
        });
    }
  }
}

export const logicalCssRule = {
  meta: {
    type: 'problem',
    fixable: 'code',
    docs: {
      description:
        'Use logical CSS properties (inline-start/end) instead of physical left/right, so layouts mirror right to left.',
    },
    schema: [],
    messages: { physical: '{{message}} (logical properties mirror in right-to-left locales).' },
  },
  create(context) {
    const source = context.sourceCode;

    /** Report problems of raw text that starts at source offset `start`. */
    function reportText(node, raw, start, fixable = true) {
      for (const p of cssProblems(raw)) {
        const range = [start + p.index, start + p.index + p.length];
        context.report({
          node,
          loc: { start: source.getLocFromIndex(range[0]), end: source.getLocFromIndex(range[1]) },
          messageId: 'physical',
          data: { message: p.message },
          ...(fixable && p.fix ? { fix: (fixer) => fixer.replaceTextRange(range, p.fix) } : {}),
        });
      }
    }

    /** A template literal: its quasis joined with a placeholder per interpolation. */
    function checkTemplate(tpl) {
      const pieces = tpl.quasis.map((q) => q.value.raw);
      const joined = pieces.join(PLACEHOLDER);
      // Offsets in `joined` → source offsets: each quasi's raw text starts one character after its range start.
      const starts = [];
      let at = 0;
      for (const q of tpl.quasis) {
        starts.push({ at, src: q.range[0] + 1, len: q.value.raw.length });
        at += q.value.raw.length + 1;
      }
      for (const p of cssProblems(joined)) {
        const seg = starts.findLast((s) => s.at <= p.index);
        const inOne = p.index + p.length <= seg.at + seg.len;
        const range = [seg.src + (p.index - seg.at), seg.src + (p.index - seg.at) + p.length];
        context.report({
          node: tpl,
          loc: {
            start: source.getLocFromIndex(range[0]),
            end: source.getLocFromIndex(inOne ? range[1] : seg.src + seg.len),
          },
          messageId: 'physical',
          data: { message: p.message },
          ...(p.fix && inOne ? { fix: (fixer) => fixer.replaceTextRange(range, p.fix) } : {}),
        });
      }
    }

    function checkStringLiteral(lit) {
      if (typeof lit.value !== 'string' || !lit.value.includes(':')) return;
      reportText(lit, lit.raw.slice(1, -1), lit.range[0] + 1, lit.raw.slice(1, -1) === lit.value);
    }

    /** String literals and plain templates inside a styled template's interpolations. */
    function checkInterpolation(expr) {
      const stack = [expr];
      while (stack.length) {
        const n = stack.pop();
        if (!n || typeof n.type !== 'string') continue;
        if (n.type === 'TaggedTemplateExpression') continue; // checked on its own
        if (n.type === 'Literal') checkStringLiteral(n);
        else if (n.type === 'TemplateLiteral') checkTemplate(n);
        for (const [k, v] of Object.entries(n)) {
          if (k === 'parent' || k === 'range' || k === 'loc') continue;
          if (Array.isArray(v)) stack.push(...v.filter((x) => x && typeof x.type === 'string'));
          else if (v && typeof v.type === 'string') stack.push(v);
        }
      }
    }

    return {
      TaggedTemplateExpression(node) {
        if (!CSS_TAGS.has(tagRoot(node.tag))) return;
        checkTemplate(node.quasi);
        for (const e of node.quasi.expressions) checkInterpolation(e);
      },
      VariableDeclarator(node) {
        if (node.id.type !== 'Identifier' || !/css$/i.test(node.id.name) || !node.init) return;
        if (node.init.type === 'TemplateLiteral') checkTemplate(node.init);
        else if (node.init.type === 'Literal') checkStringLiteral(node.init);
      },
      ObjectExpression(node) {
        if (isStyleObject(node)) {
          checkStyleObject(context, node);
          return;
        }
        // Keys only CSS uses are physical wherever they appear (CodeMirror themes, style maps).
        for (const prop of node.properties) {
          if (prop.type !== 'Property') continue;
          const name = keyName(prop);
          if (!name || !STYLE_ONLY_KEY.test(name)) continue;
          const logical = camel(logicalProperty(kebab(name)) ?? '');
          if (!logical) continue;
          context.report({
            node: prop.key,
            messageId: 'physical',
            data: { message: `Use '${logical}' instead of '${name}'` },
            fix: prop.shorthand
              ? null
              : (fixer) =>
                  fixer.replaceText(prop.key, prop.key.type === 'Identifier' ? logical : JSON.stringify(logical)),
          });
        }
      },
    };
  },
};

export default { rules: { 'logical-css': logicalCssRule } };

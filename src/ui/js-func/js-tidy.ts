/**
 * Tidy for JavaScript function bodies (the JS function editor's Tidy button): re-indents every line by its bracket
 * depth (4 spaces per level), trims trailing blanks and collapses runs of empty lines. Strings, template literals,
 * comments and regular expressions are skipped when counting brackets, and lines that start inside a multi-line
 * template literal or block comment are kept as they are. It never changes the tokens themselves, so a tidied
 * script means exactly what it meant before.
 */

/** Tidy indent of the JS function editor (ThingsBoard's script editors use 4). */
export const JS_TIDY_INDENT = 4;

type Mode = 'code' | 'sq' | 'dq' | 'tpl' | 'line' | 'block' | 'regex';

const OPEN = '{([';
const CLOSE = '})]';
/** After these characters (or at the start) a slash begins a regular expression, not a division. */
const REGEX_BEFORE = '(,=:[!&|?{};+-*%<>~^';

interface LineScan {
  /** Mode at the start of the line. */
  startMode: Mode;
  /** Depth at the start of the line. */
  depth: number;
}

/** Scans the text once and records, for every line, the lexical mode and bracket depth it starts with. */
function scanLines(text: string): LineScan[] {
  const out: LineScan[] = [{ startMode: 'code', depth: 0 }];
  let mode: Mode = 'code';
  let depth = 0;
  let last = ''; // last significant code character, for the regex heuristic
  let inClass = false; // inside [...] of a regex
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c === '\n') {
      if (mode === 'line') mode = 'code';
      if (mode === 'sq' || mode === 'dq' || mode === 'regex') mode = 'code'; // unterminated: recover
      out.push({ startMode: mode, depth });
      continue;
    }
    switch (mode) {
      case 'code':
        if (c === '/' && next === '/') {
          mode = 'line';
          i += 1;
        } else if (c === '/' && next === '*') {
          mode = 'block';
          i += 1;
        } else if (c === '/' && (last === '' || REGEX_BEFORE.includes(last))) {
          mode = 'regex';
          inClass = false;
        } else if (c === "'") mode = 'sq';
        else if (c === '"') mode = 'dq';
        else if (c === '`') mode = 'tpl';
        else if (OPEN.includes(c)) depth += 1;
        else if (CLOSE.includes(c)) depth = Math.max(0, depth - 1);
        if (!/\s/.test(c)) last = c;
        break;
      case 'sq':
      case 'dq':
        if (c === '\\') i += 1;
        else if ((mode === 'sq' && c === "'") || (mode === 'dq' && c === '"')) mode = 'code';
        break;
      case 'tpl':
        if (c === '\\') i += 1;
        else if (c === '`') mode = 'code';
        break;
      case 'block':
        if (c === '*' && next === '/') {
          mode = 'code';
          i += 1;
        }
        break;
      case 'regex':
        if (c === '\\') i += 1;
        else if (c === '[') inClass = true;
        else if (c === ']') inClass = false;
        else if (c === '/' && !inClass) {
          mode = 'code';
          last = 'a'; // a regex literal is a value: a following slash divides
        }
        break;
      case 'line':
        break;
    }
  }
  return out;
}

/** Number of closing brackets a (trimmed) line starts with, e.g. `})` → 2. */
function leadingClosers(line: string): number {
  let n = 0;
  for (const c of line) {
    if (CLOSE.includes(c)) n += 1;
    else if (c !== ' ' && c !== '\t') break;
  }
  return n;
}

/** Re-indent a JavaScript body; see the module comment. */
export function tidyJs(text: string, indent: number = JS_TIDY_INDENT): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const scans = scanLines(lines.join('\n'));
  const out: string[] = [];
  lines.forEach((raw, i) => {
    const scan = scans[i]!;
    if (scan.startMode === 'tpl' || scan.startMode === 'block') {
      out.push(raw); // inside a multi-line literal or comment: its text is content
      return;
    }
    const line = raw.trim();
    if (line === '') {
      if (out.length > 0 && out[out.length - 1] !== '') out.push('');
      return;
    }
    const level = Math.max(0, scan.depth - leadingClosers(line));
    out.push(' '.repeat(level * indent) + line);
  });
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out.join('\n');
}

/**
 * Tidy for CSS and HTML (the widget type editor's Tidy buttons). Both only re-indent lines, trim trailing blanks
 * and collapse runs of empty lines: they never split, join or change tokens, so the result means what the input
 * meant. CSS is indented by brace depth (strings and comments skipped); HTML by element depth (void and
 * self-closed elements, comments and closing tags accounted for), and the contents of `pre`, `textarea`,
 * `script` and `style` are kept exactly as written.
 */

/** Marks a line that must be kept exactly (inside pre, textarea, script, style). */
const KEEP = '\u0000';

function finish(lines: string[]): string {
  const out: string[] = [];
  for (const l of lines) {
    if (l === '' && out.length > 0 && out[out.length - 1] === '') continue;
    out.push(l);
  }
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  while (out.length > 0 && out[0] === '') out.shift();
  return out.map((l) => (l.startsWith(KEEP) ? l.slice(1) : l)).join('\n');
}

/** Re-indent CSS by brace depth. */
export function tidyCss(text: string, indent = 4): string {
  const pad = ' '.repeat(indent);
  const lines = text.split(/\r?\n/);
  const out: string[] = [];
  let depth = 0;
  let mode: 'code' | 'sq' | 'dq' | 'comment' = 'code';
  for (const raw of lines) {
    const startMode = mode;
    const trimmed = raw.trim();
    let lineDepth = depth;
    let leading = true;
    for (let i = 0; i < raw.length; i++) {
      const c = raw[i]!;
      if (mode === 'comment') {
        if (c === '*' && raw[i + 1] === '/') {
          mode = 'code';
          i++;
        }
        continue;
      }
      if (mode === 'sq' || mode === 'dq') {
        if (c === '\\') i++;
        else if ((mode === 'sq' && c === "'") || (mode === 'dq' && c === '"')) mode = 'code';
        continue;
      }
      if (c === '/' && raw[i + 1] === '*') {
        mode = 'comment';
        i++;
      } else if (c === "'") mode = 'sq';
      else if (c === '"') mode = 'dq';
      else if (c === '{') depth++;
      else if (c === '}') {
        depth = Math.max(0, depth - 1);
        if (leading) lineDepth = depth;
      }
      if (c !== ' ' && c !== '\t' && c !== '}') leading = false;
    }
    if (startMode !== 'code') out.push(raw.replace(/\s+$/, ''));
    else out.push(trimmed === '' ? '' : pad.repeat(lineDepth) + trimmed);
  }
  return finish(out);
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const RAW = new Set(['pre', 'textarea', 'script', 'style']);
const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([A-Za-z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g;

/** Re-indent HTML by element depth. */
export function tidyHtml(text: string, indent = 2): string {
  const pad = ' '.repeat(indent);
  const lines = text.split(/\r?\n/);
  const out: string[] = [];
  let depth = 0;
  let raw: string | null = null;
  for (const line of lines) {
    const trimmed = line.trim();
    if (raw) {
      // Inside pre/textarea/script/style: keep the line; only its closing tag ends the block.
      const close = new RegExp(`</${raw}\\s*>`, 'i').exec(line);
      if (!close) {
        out.push(KEEP + line);
        continue;
      }
      raw = null;
      depth = Math.max(0, depth - 1);
      out.push(KEEP + line);
      continue;
    }
    let lineDepth = depth;
    let first = true;
    TAG.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = TAG.exec(line)) !== null) {
      const leading = first && line.slice(0, m.index).trim() === '';
      first = false;
      if (m[0].startsWith('<!--')) continue;
      const name = m[2]!.toLowerCase();
      if (m[1]) {
        depth = Math.max(0, depth - 1);
        if (leading) lineDepth = depth;
      } else if (!VOID.has(name) && !m[4]) {
        depth++;
        if (RAW.has(name)) {
          const close = new RegExp(`</${name}\\s*>`, 'i').exec(line.slice(TAG.lastIndex));
          if (close) {
            depth--;
            TAG.lastIndex += close.index + close[0].length;
          } else {
            raw = name;
            break;
          }
        }
      }
    }
    out.push(trimmed === '' ? '' : pad.repeat(lineDepth) + trimmed);
  }
  return finish(out);
}

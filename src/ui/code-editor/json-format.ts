/**
 * JSON helpers of the code editors (indent 4, wrap 60 in the code editor; indent 2 in
 * the object editor; 4 in script test). Tidy keeps short arrays of scalars on one line when the line fits the wrap
 * width; everything else is expanded one member per line.
 */

/** The code editor's tidy settings. */
export const CODE_EDITOR_TIDY = { indent: 4, wrap: 60 } as const;

/** `Error: name: message` for a parse failure, or null when `text` parses. */
export function jsonParseError(text: string): string | null {
  try {
    JSON.parse(text);
    return null;
  } catch (e) {
    const err = e instanceof Error ? e : new Error(String(e));
    return `Error: ${err.name}: ${err.message}`;
  }
}

function isScalar(value: unknown): boolean {
  return value === null || typeof value !== 'object';
}

function print(value: unknown, indent: number, wrap: number, depth: number, keyLen: number): string {
  if (isScalar(value)) return JSON.stringify(value) ?? 'null';
  const pad = ' '.repeat(indent * (depth + 1));
  const end = ' '.repeat(indent * depth);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every(isScalar)) {
      const inline = `[${value.map((x) => JSON.stringify(x)).join(', ')}]`;
      if (indent * depth + keyLen + inline.length <= wrap) return inline;
    }
    return `[\n${value.map((x) => pad + print(x, indent, wrap, depth + 1, 0)).join(',\n')}\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  const body = entries.map(([k, x]) => {
    const key = `${JSON.stringify(k)}: `;
    return pad + key + print(x, indent, wrap, depth + 1, key.length);
  });
  return `{\n${body.join(',\n')}\n${end}}`;
}

/** Pretty-print a value; short scalar arrays stay inline when they fit `wrap` columns. */
export function formatJson(
  value: unknown,
  indent: number = CODE_EDITOR_TIDY.indent,
  wrap: number = CODE_EDITOR_TIDY.wrap,
): string {
  return print(value, indent, wrap, 0, 0);
}

/** Tidy JSON text; returns the input unchanged when it does not parse. */
export function tidyJson(
  text: string,
  indent: number = CODE_EDITOR_TIDY.indent,
  wrap: number = CODE_EDITOR_TIDY.wrap,
): string {
  try {
    return formatJson(JSON.parse(text), indent, wrap);
  } catch {
    return text;
  }
}

/** Minify JSON text; returns the input unchanged when it does not parse. */
export function minifyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text;
  }
}

export type JsonObjectCheck =
  { ok: true; value: object | null } | { ok: false; error: 'required' | 'not-object' | string };

/**
 * JSON object editor rule: valid when the text parses to an object, or is empty and not
 * required. Errors: 'required', 'not-object', or the parse message `Error: name: message`.
 */
export function checkJsonObject(text: string, required: boolean): JsonObjectCheck {
  if (text.trim() === '') return required ? { ok: false, error: 'required' } : { ok: true, value: null };
  const parseError = jsonParseError(text);
  if (parseError) return { ok: false, error: parseError };
  const value: unknown = JSON.parse(text);
  if (value === null || typeof value !== 'object') return { ok: false, error: 'not-object' };
  return { ok: true, value };
}

/**
 * Form conditions (`"condition": "model.useRowStyleFunction === true"`) evaluated without `eval` (strict-CSP pages
 * have no 'unsafe-eval'): a small parser for what layouts write — `model.a.b` / `model['a']` /
 * `arrayIndex`, string, number, boolean, null and undefined literals, `=== !== == != < > <= >=`, `! && ||` and
 * parentheses. A condition the parser does not understand shows its field (never hides data silently).
 */

type Token = { kind: 'op' | 'num' | 'str' | 'id'; text: string };

const OPS = ['===', '!==', '==', '!=', '<=', '>=', '&&', '||', '<', '>', '!', '(', ')', '.', '[', ']'];

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const op = OPS.find((o) => src.startsWith(o, i));
    if (op) {
      out.push({ kind: 'op', text: op });
      i += op.length;
    } else if (c === "'" || c === '"') {
      const end = src.indexOf(c, i + 1);
      if (end < 0) throw new Error('unterminated string');
      out.push({ kind: 'str', text: src.slice(i + 1, end) });
      i = end + 1;
    } else {
      const m = /^(\d+(?:\.\d+)?|[A-Za-z_$][\w$]*)/.exec(src.slice(i));
      if (!m) throw new Error(`unexpected '${c}'`);
      out.push({ kind: /^\d/.test(m[1]!) ? 'num' : 'id', text: m[1]! });
      i += m[1]!.length;
    }
  }
  return out;
}

/** Scope of a condition: the whole model and, inside arrays, the item index. */
export interface ConditionScope {
  model: unknown;
  arrayIndex?: number;
}

class Parser {
  private at = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly scope: ConditionScope,
  ) {}

  private peek(text?: string): Token | undefined {
    const t = this.tokens[this.at];
    return text === undefined || t?.text === text ? t : undefined;
  }
  private take(text?: string): Token {
    const t = this.tokens[this.at];
    if (!t || (text !== undefined && t.text !== text)) throw new Error(`expected ${text ?? 'a token'}`);
    this.at++;
    return t;
  }

  parse(): unknown {
    const v = this.or();
    if (this.at !== this.tokens.length) throw new Error('trailing tokens');
    return v;
  }
  private or(): unknown {
    let v = this.and();
    while (this.peek('||')) {
      this.take();
      const r = this.and();
      v = v || r;
    }
    return v;
  }
  private and(): unknown {
    let v = this.unary();
    while (this.peek('&&')) {
      this.take();
      const r = this.unary();
      v = v && r;
    }
    return v;
  }
  private unary(): unknown {
    if (this.peek('!')) {
      this.take();
      return !this.unary();
    }
    return this.compare();
  }
  private compare(): unknown {
    const left = this.primary();
    const op = this.tokens[this.at];
    if (!op || op.kind !== 'op' || !['===', '!==', '==', '!=', '<', '>', '<=', '>='].includes(op.text)) return left;
    this.take();
    const right = this.primary();
    switch (op.text) {
      case '===':
        return left === right;
      case '!==':
        return left !== right;
      case '==':
        return left == right;
      case '!=':
        return left != right;
      case '<':
        return (left as number) < (right as number);
      case '>':
        return (left as number) > (right as number);
      case '<=':
        return (left as number) <= (right as number);
      default:
        return (left as number) >= (right as number);
    }
  }
  private primary(): unknown {
    const t = this.take();
    if (t.text === '(' && t.kind === 'op') {
      const v = this.or();
      this.take(')');
      return v;
    }
    if (t.kind === 'num') return Number(t.text);
    if (t.kind === 'str') return t.text;
    if (t.kind !== 'id') throw new Error(`unexpected ${t.text}`);
    const literals: Record<string, unknown> = { true: true, false: false, null: null, undefined };
    if (t.text in literals) return literals[t.text];
    let v: unknown =
      t.text === 'model' ? this.scope.model : t.text === 'arrayIndex' ? this.scope.arrayIndex : undefined;
    for (;;) {
      if (this.peek('.')) {
        this.take();
        v = member(v, this.take().text);
      } else if (this.peek('[')) {
        this.take();
        const k = this.or();
        this.take(']');
        v = member(v, k);
      } else return v;
    }
  }
}

function member(obj: unknown, key: unknown): unknown {
  if (obj == null || typeof obj !== 'object') return undefined;
  const k = String(key);
  return Object.prototype.hasOwnProperty.call(obj, k) ? (obj as Record<string, unknown>)[k] : undefined;
}

/** Evaluate a form condition; true when it is absent or cannot be parsed. */
export function evaluateCondition(condition: string | undefined, scope: ConditionScope): boolean {
  if (!condition || !condition.trim()) return true;
  try {
    return !!new Parser(tokenize(condition), scope).parse();
  } catch {
    return true;
  }
}

/**
 * JSON as ThingsBoard's parsers see it. `JSON.parse` cannot tell `25` from `25.0`, but ThingsBoard stores the first
 * as LONG and the second as DOUBLE (Gson/Jackson look at the number's text), and exact 64-bit longs matter. This
 * small parser keeps that information: integer literals become numbers (or `bigint` beyond 2^53), literals with a
 * fraction or exponent become {@link TbDouble}. It also bounds nesting depth, so hostile device payloads cannot blow
 * the stack. Used by the telemetry/attribute write paths (REST, device transports, rule nodes).
 */

/** A JSON number written with a fraction or exponent (Java `double`). */
export class TbDouble {
  constructor(readonly value: number) {}
}

/** Parsed JSON with number kinds preserved. */
export type TbJson = null | boolean | string | number | bigint | TbDouble | TbJson[] | { [key: string]: TbJson };

/** Raised for malformed JSON (message says where). */
export class TbJsonError extends Error {}

const MAX_DEPTH_DEFAULT = 64;

/** A JSON number (sticky: matched at `lastIndex`). */
const NUMBER = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
/** Longer numbers are refused (BigInt of a huge digit run would be slow). */
const MAX_NUMBER_CHARS = 400;
const KEYWORDS = [
  ['true', true],
  ['false', false],
  ['null', null],
] as const;

class Parser {
  private i = 0;
  constructor(
    private readonly s: string,
    private readonly maxDepth: number,
  ) {}

  parse(): TbJson {
    const v = this.value(0);
    this.ws();
    if (this.i < this.s.length) this.fail('Unexpected trailing content');
    return v;
  }

  private fail(msg: string): never {
    throw new TbJsonError(`${msg} at position ${this.i}`);
  }

  private ws(): void {
    while (this.i < this.s.length) {
      const c = this.s.charCodeAt(this.i);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) this.i += 1;
      else break;
    }
  }

  private value(depth: number): TbJson {
    if (depth > this.maxDepth) this.fail('Nesting too deep');
    this.ws();
    const c = this.s[this.i];
    if (c === '{') return this.object(depth);
    if (c === '[') return this.array(depth);
    if (c === '"') return this.string();
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return this.number();
    for (const [word, v] of KEYWORDS) {
      if (this.s.startsWith(word, this.i)) {
        this.i += word.length;
        return v;
      }
    }
    return this.fail('Unexpected token');
  }

  private object(depth: number): TbJson {
    this.i += 1;
    const out: Record<string, TbJson> = {};
    this.ws();
    if (this.s[this.i] === '}') {
      this.i += 1;
      return out;
    }
    for (;;) {
      this.ws();
      if (this.s[this.i] !== '"') this.fail('Expected a key');
      const key = this.string();
      this.ws();
      if (this.s[this.i] !== ':') this.fail("Expected ':'");
      this.i += 1;
      const v = this.value(depth + 1);
      // Own data property even for "__proto__": never touches the prototype.
      // `__proto__` must become an own property, not the prototype (plain assignment is faster for every other key).
      if (key === '__proto__')
        Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
      else out[key] = v;
      this.ws();
      const c = this.s[this.i];
      this.i += 1;
      if (c === '}') return out;
      if (c !== ',') this.fail("Expected ',' or '}'");
    }
  }

  private array(depth: number): TbJson {
    this.i += 1;
    const out: TbJson[] = [];
    this.ws();
    if (this.s[this.i] === ']') {
      this.i += 1;
      return out;
    }
    for (;;) {
      out.push(this.value(depth + 1));
      this.ws();
      const c = this.s[this.i];
      this.i += 1;
      if (c === ']') return out;
      if (c !== ',') this.fail("Expected ',' or ']'");
    }
  }

  private string(): string {
    const start = this.i;
    this.i += 1;
    let simple = true;
    while (this.i < this.s.length) {
      const c = this.s.charCodeAt(this.i);
      if (c === 0x22) break;
      if (c === 0x5c) {
        simple = false;
        this.i += 2;
        continue;
      }
      if (c < 0x20) this.fail('Control character in string');
      this.i += 1;
    }
    if (this.i >= this.s.length) this.fail('Unterminated string');
    this.i += 1;
    const raw = this.s.slice(start, this.i);
    if (simple) return raw.slice(1, -1);
    try {
      return JSON.parse(raw) as string;
    } catch {
      return this.fail('Bad escape in string');
    }
  }

  /** A JSON number at the cursor (sticky regex: no substring per number). */
  private number(): TbJson {
    NUMBER.lastIndex = this.i;
    const m = NUMBER.exec(this.s);
    if (!m) return this.fail('Bad number');
    if (m[0].length > MAX_NUMBER_CHARS) return this.fail('Number too long');
    this.i += m[0].length;
    if (m[1] !== undefined || m[2] !== undefined) return new TbDouble(Number(m[0]));
    const n = Number(m[0]);
    return Number.isSafeInteger(n) ? n : BigInt(m[0]);
  }
}

/** Parses JSON text keeping number kinds. @throws TbJsonError when malformed or nested deeper than `maxDepth`. */
export function parseTbJson(text: string, maxDepth = MAX_DEPTH_DEFAULT): TbJson {
  return new Parser(text, maxDepth).parse();
}

/** Plain JS value of parsed JSON (doubles and big integers become numbers). */
export function toPlain(v: TbJson): unknown {
  if (v instanceof TbDouble) return v.value;
  if (typeof v === 'bigint') return Number(v);
  if (Array.isArray(v)) return v.map(toPlain);
  if (v !== null && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v))
      Object.defineProperty(out, k, { value: toPlain(x), enumerable: true, writable: true, configurable: true });
    return out;
  }
  return v;
}

/** True for a parsed JSON object (not array/null/double box). */
export function isTbObject(v: TbJson): v is { [key: string]: TbJson } {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof TbDouble);
}

/**
 * Java's `Double.toString` layout (what Jackson writes and `getValueAsString` returns): `25.0`, `0.001`,
 * `1.0E7`, `1.234E-5`. Digits are JavaScript's shortest round-trip digits.
 */
export function javaDouble(d: number): string {
  if (Number.isNaN(d)) return 'NaN';
  if (!Number.isFinite(d)) return d > 0 ? 'Infinity' : '-Infinity';
  if (d === 0) return Object.is(d, -0) ? '-0.0' : '0.0';
  const abs = Math.abs(d);
  if (abs >= 1e-3 && abs < 1e7) {
    const s = String(d);
    return s.includes('.') ? s : `${s}.0`;
  }
  const [mant = '', exp = ''] = d.toExponential().split('e');
  return `${mant.includes('.') ? mant : `${mant}.0`}E${exp.startsWith('+') ? exp.slice(1) : exp}`;
}

/** Marker for a JSON number that must be written in Java's double layout by {@link tbStringify}. */
export class JsonDouble {
  constructor(readonly value: number) {}
}

const MARK = '\u0000D';

/** `JSON.stringify` that writes {@link JsonDouble} values as Java doubles (`25.0`), like Jackson does. */
export function tbStringify(value: unknown): string {
  let marked = false;
  const text = JSON.stringify(value, (_k, v: unknown) => {
    if (v instanceof JsonDouble) {
      if (!Number.isFinite(v.value)) return null;
      marked = true;
      return `${MARK}${javaDouble(v.value)}`;
    }
    return v;
  });
  return marked ? text.replace(/"\\u0000D([^"]*)"/g, '$1') : text;
}

/**
 * Colour helpers for widgets: parsing CSS colours, relative luminance, transparency, mixing — and the dark-theme
 * adaptation: ThingsBoard configurations hard-code light colours (white backgrounds, near-black text, grey
 * chart text), which in the dark theme are mapped to the theme's surface and text tokens.
 */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const NAMED: Record<string, string> = {
  white: '#ffffff',
  black: '#000000',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  gray: '#808080',
  grey: '#808080',
  orange: '#ffa500',
  yellow: '#ffff00',
  transparent: 'rgba(0,0,0,0)',
};

export function parseColor(input: string | null | undefined): Rgba | null {
  if (!input) return null;
  const c = (NAMED[input.trim().toLowerCase()] ?? input).trim();
  let m = /^#([0-9a-f]{3,8})$/i.exec(c);
  if (m) {
    let h = m[1]!;
    if (h.length === 3 || h.length === 4) h = [...h].map((x) => x + x).join('');
    const n = (i: number) => parseInt(h.slice(i, i + 2), 16);
    return { r: n(0), g: n(2), b: n(4), a: h.length === 8 ? n(6) / 255 : 1 };
  }
  m = /^rgba?\(([^)]+)\)$/i.exec(c);
  if (m) {
    const p = m[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    if (p.length >= 3 && p.slice(0, 3).every(Number.isFinite))
      return { r: p[0]!, g: p[1]!, b: p[2]!, a: Number.isFinite(p[3]) ? p[3]! : 1 };
  }
  return null;
}

export function toCss(c: Rgba): string {
  return `rgba(${Math.round(c.r)}, ${Math.round(c.g)}, ${Math.round(c.b)}, ${+c.a.toFixed(3)})`;
}

/** Relative luminance 0..1. */
export function luminance(c: Rgba): number {
  const ch = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * ch(c.r) + 0.7152 * ch(c.g) + 0.0722 * ch(c.b);
}

export function withAlpha(color: string, alpha: number): string {
  const c = parseColor(color);
  return c ? toCss({ ...c, a: alpha }) : color;
}

/** Mix two colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parseColor(a);
  const y = parseColor(b);
  if (!x || !y) return t < 0.5 ? a : b;
  const l = (p: number, q: number) => p + (q - p) * t;
  return toCss({ r: l(x.r, y.r), g: l(x.g, y.g), b: l(x.b, y.b), a: l(x.a, y.a) });
}

/**
 * A configured colour adapted to the theme: in dark mode light backgrounds become the surface token and dark
 * foregrounds the text token; anything else (brand colours, transparency) is kept.
 */
export function themed(
  color: string | null | undefined,
  role: 'bg' | 'fg',
  theme: 'light' | 'dark',
): string | undefined {
  if (!color) return undefined;
  if (theme === 'light') return color;
  const c = parseColor(color);
  if (!c || c.a === 0) return color;
  const lum = luminance(c);
  if (role === 'bg' && lum > 0.8)
    return c.a < 1
      ? `color-mix(in srgb, var(--iot-color-surface, #1d232b) ${Math.round(c.a * 100)}%, transparent)`
      : 'var(--iot-color-surface, #1d232b)';
  if (role === 'fg' && lum < 0.25)
    return c.a < 0.75
      ? 'var(--iot-color-text-secondary, rgba(255,255,255,0.64))'
      : 'var(--iot-color-text, rgba(255,255,255,0.92))';
  return color;
}

/** Resolved colours for canvas/SVG drawing (no CSS variables): text, grid and surface per theme. */
export function chartPalette(theme: 'light' | 'dark') {
  return theme === 'dark'
    ? {
        text: 'rgba(255,255,255,0.78)',
        grid: 'rgba(255,255,255,0.12)',
        axis: 'rgba(255,255,255,0.3)',
        surface: '#1d232b',
      }
    : { text: 'rgba(0,0,0,0.64)', grid: 'rgba(0,0,0,0.08)', axis: 'rgba(0,0,0,0.25)', surface: '#ffffff' };
}

/** A canvas-safe version of a configured colour in the theme (dark greys lighten in dark mode). */
export function canvasColor(color: string | null | undefined, theme: 'light' | 'dark', fallback: string): string {
  if (!color) return fallback;
  if (theme === 'light') return color;
  const c = parseColor(color);
  if (!c) return color;
  return luminance(c) < 0.25 ? fallback : color;
}

/** ThingsBoard's severity colours (red, orange, yellow, olive, green). */
export const SEVERITY_COLORS: Record<string, string> = {
  CRITICAL: '#ff0000',
  MAJOR: '#ffa500',
  MINOR: '#ffca3d',
  WARNING: '#abab00',
  INDETERMINATE: '#008000',
};

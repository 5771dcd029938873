/**
 * Design tokens as `--iot-*` custom properties. Components read `var(--iot-…, fallback)` through
 * `v()`; the values below are only the fallbacks, so host-page values flow in through inheritance.
 * Primary #305680 is ThingsBoard's own primary colour, which its users recognise.
 */
export const light = {
  'color-primary': '#305680',
  'color-primary-dark': '#233f5e',
  'color-primary-contrast': '#ffffff',
  'color-accent': '#ff9a00',
  'color-warn': '#d32f2f',
  'color-success': '#2e7d32',
  'color-bg': '#eef1f5',
  'color-surface': '#ffffff',
  'color-surface-2': '#f5f7fa',
  'color-text': 'rgba(0, 0, 0, 0.87)',
  'color-text-secondary': 'rgba(0, 0, 0, 0.6)',
  'color-divider': 'rgba(0, 0, 0, 0.12)',
  'color-focus': 'rgba(48, 86, 128, 0.35)',
  'color-sidenav': '#305680',
  'color-sidenav-text': 'rgba(255, 255, 255, 0.9)',
  'shadow-1': '0 2px 1px -1px rgba(0,0,0,.2), 0 1px 1px 0 rgba(0,0,0,.14), 0 1px 3px 0 rgba(0,0,0,.12)',
  'shadow-4': '0 2px 4px -1px rgba(0,0,0,.2), 0 4px 5px 0 rgba(0,0,0,.14), 0 1px 10px 0 rgba(0,0,0,.12)',
  // Code editor syntax colours (CodeMirror's default highlight style in light; readable on dark surfaces in dark).
  'code-keyword': '#708',
  'code-atom': '#219',
  'code-number': '#164',
  'code-string': '#a11',
  'code-regexp': '#b83a00', // CodeMirror's #e40 is under 4.5:1 on white (template strings, regexps)
  'code-definition': '#00f',
  'code-variable': '#30a',
  'code-type': '#085',
  'code-class': '#167',
  'code-macro': '#256',
  'code-property': '#00c',
  'code-comment': '#940',
  'code-invalid': '#f00',
  'code-meta': '#404740',
} as const;

export const dark: Record<keyof typeof light, string> = {
  'color-primary': '#7fa7d4',
  'color-primary-dark': '#5b86b5',
  'color-primary-contrast': '#0e1a27',
  'color-accent': '#ffb74d',
  'color-warn': '#ef9a9a',
  'color-success': '#81c784',
  'color-bg': '#12161c',
  'color-surface': '#1d232b',
  'color-surface-2': '#252c35',
  'color-text': 'rgba(255, 255, 255, 0.92)',
  'color-text-secondary': 'rgba(255, 255, 255, 0.64)',
  'color-divider': 'rgba(255, 255, 255, 0.14)',
  'color-focus': 'rgba(127, 167, 212, 0.45)',
  'color-sidenav': '#1a2736',
  'color-sidenav-text': 'rgba(255, 255, 255, 0.88)',
  'shadow-1': '0 1px 3px 0 rgba(0,0,0,.6)',
  'shadow-4': '0 4px 10px 0 rgba(0,0,0,.6)',
  'code-keyword': '#c792ea',
  'code-atom': '#82aaff',
  'code-number': '#f5a97f',
  'code-string': '#a6da95',
  'code-regexp': '#ff9cac',
  'code-definition': '#8ab4f8',
  'code-variable': '#d7dae0',
  'code-type': '#ffcb6b',
  'code-class': '#ffcb6b',
  'code-macro': '#89ddff',
  'code-property': '#8ab4f8',
  'code-comment': '#8b949e',
  'code-invalid': '#ff6b6b',
  'code-meta': '#a0a8a0',
};

export type Token = keyof typeof light;

/** `var(--iot-<token>, <light fallback>)` for styled-components templates. */
export function v(token: Token): string {
  return `var(--iot-${token}, ${light[token]})`;
}

export const font = {
  family: 'var(--iot-font-family, Roboto, "Helvetica Neue", Arial, sans-serif)',
  size: '14px',
} as const;

/** Breakpoints, as ThingsBoard's layout uses them (xs < 600, sm 600–959, md 960–1279, lg 1280–1919, xl ≥ 1920). */
export const breakpoints = { sm: 600, md: 960, lg: 1280, xl: 1920 } as const;

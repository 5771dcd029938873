/**
 * `:host` rules emitted into every element's shadow root: display, inherited font, and the theme.
 *
 * Theming follows inheritance: a `--iot-*` value set on the page (`:root`, any ancestor, or the element itself)
 * wins; without one, the element's theme supplies the default — light, or dark with theme="dark" or a dark
 * prefers-color-scheme unless theme="light". `:host` never declares a public token itself (that would hide the
 * page's value); it resolves each one into a private `--_iot-*` twin (page value, else the theme's default) and
 * hands it back to the shadow tree under the public name, where every component reads `var(--iot-…, fallback)`.
 */
import { dark, font, light, type Token } from './tokens';

const TOKENS = Object.keys(light) as Token[];

/** `--_iot-x: var(--iot-x, <default>)` for each token: the page's value, else this palette's. */
const resolve = (palette: Record<Token, string>) =>
  TOKENS.map((k) => `--_iot-${k}: var(--iot-${k}, ${palette[k]});`).join('\n');

/** The resolved values under the public names, for everything inside the shadow root. */
const handBack = TOKENS.map((k) => `--iot-${k}: var(--_iot-${k});`).join('\n');

/**
 * The stylesheet as plain text, rendered in a `<style>` by the element shell: static CSS needs no runtime styling
 * (styled-components compiled this one stylesheet in every element's first render).
 */
export const GLOBAL_CSS = `
  :host {
    display: block;
    position: relative;
    box-sizing: border-box;
    font-family: ${font.family};
    font-size: ${font.size};
    line-height: 1.5;
    color: var(--_iot-color-text);
    -webkit-font-smoothing: antialiased;
    ${resolve(light)}
  }
  :host([hidden]) { display: none; }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) { ${resolve(dark)} color-scheme: dark; }
  }
  :host([theme='dark']) { ${resolve(dark)} color-scheme: dark; }
  :host > * { ${handBack} }
  *, *::before, *::after { box-sizing: inherit; }
  [hidden] { display: none !important; }
`;

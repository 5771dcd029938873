/**
 * `:host` rules emitted into every element's shadow root: display, inherited font, and the theme.
 * Dark values apply when the host sets theme="dark", or follow prefers-color-scheme unless theme="light".
 * A host page themes an element by setting `--iot-*` on the element itself (`iot-console { --iot-color-primary: … }`):
 * outer rules on the host win over these `:host` rules.
 */
import { dark, font, light, type Token } from './tokens';

const declare = (palette: Record<Token, string>) =>
  (Object.keys(palette) as Token[]).map((k) => `--iot-${k}: ${palette[k]};`).join('\n');

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
    color: var(--iot-color-text);
    -webkit-font-smoothing: antialiased;
    ${declare(light)}
  }
  :host([hidden]) { display: none; }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) { ${declare(dark)} color-scheme: dark; }
  }
  :host([theme='dark']) { ${declare(dark)} color-scheme: dark; }
  *, *::before, *::after { box-sizing: inherit; }
  [hidden] { display: none !important; }
`;

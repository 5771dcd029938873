/**
 * What each theme token colours, for the element manifest (dist/custom-elements.json) and the element catalogue.
 * Read by the manifest build only; no element loads this module. Defaults come from tokens.ts.
 */
import { SEVERITY_TEXT } from '../entity-details/alarm-model';
import type { Token } from './tokens';

export const TOKEN_DOCS: Record<Token, string> = {
  'color-primary':
    'Primary colour: raised buttons, links, checked boxes, the active tab, sort arrows, focus rings, the details drawer header, chart and widget accents.',
  'color-primary-dark': 'Darker primary: hovered and pressed raised buttons, the sign-in backdrop.',
  'color-primary-contrast':
    'Text and icons on primary surfaces (raised buttons, the details drawer header, the console toolbar).',
  'color-accent':
    'Accent: the details drawer’s floating action buttons, keyboard focus on primary surfaces, usage meters.',
  'color-warn': 'Errors and destructive actions: invalid fields, error messages, delete confirmations.',
  'color-success': 'Success: completed steps, saved states, healthy usage.',
  'color-bg': 'Background behind cards: the console page, panels, the dashboard and rule chain canvases.',
  'color-surface': 'Surfaces: cards, tables, dialogs, menus, the dashboard toolbar, widgets.',
  'color-surface-2': 'Secondary surfaces: code and JSON blocks, hovered list items, the inside of controls.',
  'color-text': 'Main text.',
  'color-text-secondary': 'Secondary text: labels, column headers, hints, icons.',
  'color-divider': 'Dividers and borders: table rows, field outlines, panel edges.',
  'color-focus': 'Focus and selection tint: focused rows and fields, selected rows.',
  'color-sidenav': 'Background of the console’s side navigation.',
  'color-sidenav-text': 'Text and icons of the console’s side navigation.',
  'shadow-1': 'Resting elevation: cards, widgets, tables.',
  'shadow-4': 'Raised elevation: menus, popovers, the details drawer, toasts.',
  'code-keyword': 'Code editors: keywords.',
  'code-atom': 'Code editors: atoms (true, false, null).',
  'code-number': 'Code editors: numbers.',
  'code-string': 'Code editors: strings.',
  'code-regexp': 'Code editors: regular expressions and template strings.',
  'code-definition': 'Code editors: defined names.',
  'code-variable': 'Code editors: variables.',
  'code-type': 'Code editors: type names.',
  'code-class': 'Code editors: class names.',
  'code-macro': 'Code editors: macros and special names.',
  'code-property': 'Code editors: properties.',
  'code-comment': 'Code editors: comments.',
  'code-invalid': 'Code editors: invalid tokens.',
  'code-meta': 'Code editors: meta information.',
};

/** The font token (one default for both themes). */
export const FONT_TOKEN = {
  name: '--iot-font-family',
  default: 'Roboto, "Helvetica Neue", Arial, sans-serif',
  description: 'Font family of the element’s text. The page’s own font is not inherited: set this token to use it.',
} as const;

/**
 * Tokens only some elements use; an element's JSDoc lists the ones it honours (`@cssprop --iot-severity-major`)
 * and the manifest build fills in the description and defaults from here.
 */
export const COMPONENT_TOKENS: Record<string, { description: string; light: string; dark?: string }> = {
  ...Object.fromEntries(
    Object.entries(SEVERITY_TEXT).map(([severity, [light, dark]]) => [
      `--iot-severity-${severity.toLowerCase()}`,
      {
        description: `Label colour of ${severity} alarms (alarm tables, alarm tabs and widgets); the dot keeps the severity colour.`,
        light,
        dark,
      },
    ]),
  ),
  '--iot-table-header-bg': {
    description: 'Background of the column headers of widget tables (entities, timeseries and alarm widgets).',
    light: 'inherit',
  },
};

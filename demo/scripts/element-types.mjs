// Declarations a host compiles against, written from dist/custom-elements.json (the elements' JSDoc): one module
// per element (its class with properties and typed addEventListener, its event map, HTMLElementTagNameMap) and
// react.d.ts (React 19 JSX: attributes, properties and `oniot-*` event props). They import nothing but the DOM
// library (and `react` types in react.d.ts), so a strict host (skipLibCheck: false) checks them without our
// sources or our dependencies. Used by build-types.mjs.
import ts from 'typescript';

/** Type names a manifest type may use; anything else (our own interfaces) becomes `unknown`. */
const KNOWN_TYPES = new Set([
  'CustomEvent',
  'Record',
  'Array',
  'ReadonlyArray',
  'Partial',
  'Readonly',
  'Date',
  'HTMLElement',
  'Element',
]);

const camel = (kebab) => kebab.replace(/-([a-z0-9])/g, (_m, c) => c.toUpperCase());
const quote = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) && name !== 'readonly' ? name : `'${name}'`);

/** A JSDoc block (or nothing) at an indent. */
function doc(text, indent = '') {
  const lines = String(text ?? '')
    .trim()
    .replaceAll('*/', '*\\/')
    .split('\n')
    .filter((l, i, all) => l.trim() || (i > 0 && i < all.length - 1));
  if (lines.length === 0) return '';
  if (lines.length === 1) return `${indent}/** ${lines[0].trim()} */\n`;
  return `${indent}/**\n${lines.map((l) => `${indent} * ${l.trim()}`).join('\n')}\n${indent} */\n`;
}

/**
 * The manifest's type text if it is a self-contained TypeScript type, else `fallback` (with a warning).
 * `warn` receives a message; build-types prints them.
 */
export function safeType(text, fallback, where, warn) {
  if (!text) return fallback;
  const file = ts.createSourceFile('t.ts', `type T = ${text};`, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  let ok = file.parseDiagnostics.length === 0 && file.statements.length === 1;
  const visit = (node) => {
    if (ts.isTypeReferenceNode(node) && !KNOWN_TYPES.has(node.typeName.getText(file))) ok = false;
    if (ts.isTypeQueryNode(node) || ts.isImportTypeNode(node)) ok = false;
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(file, visit);
  if (!ok) warn(`${where}: type "${text}" is not self-contained; typed as ${fallback}`);
  return ok ? text : fallback;
}

/** Everything the generators need about one element, from its manifest declaration. */
export function describeElement(decl, file, warn) {
  const where = `<${decl.tagName}>`;
  const attributes = (decl.attributes ?? []).map((a) => {
    const type = safeType(a.type?.text, 'string', `${where} ${a.name}`, warn);
    return { name: a.name, prop: camel(a.name), type, boolean: type === 'boolean', description: a.description };
  });
  const attrProps = new Set(attributes.map((a) => a.prop));
  const properties = (decl.members ?? [])
    .filter((m) => m.kind === 'field' && !m.static && m.privacy !== 'private' && !attrProps.has(m.name))
    .map((m) => ({
      name: m.name,
      type: safeType(m.type?.text, 'unknown', `${where} ${m.name}`, warn),
      description: m.description,
    }));
  const events = (decl.events ?? [])
    .filter((e) => e.name)
    .map((e) => ({
      name: e.name,
      type: safeType(e.type?.text, 'CustomEvent<unknown>', `${where} ${e.name}`, warn),
      description: e.description,
    }));
  return {
    tag: decl.tagName,
    className: decl.name,
    file,
    summary: decl.summary,
    description: decl.description,
    attributes,
    properties,
    events,
  };
}

function classMembers(el) {
  const members = [];
  members.push('  /** The iot-console version that defined this element. */\n  static readonly version: string;\n');
  for (const a of el.attributes) {
    const type = a.boolean ? 'boolean' : `${a.type} | undefined`;
    members.push(
      `${doc(`${a.description ?? ''}\nReflects the \`${a.name}\` attribute.`, '  ')}  ${quote(a.prop)}: ${type};\n`,
    );
  }
  for (const p of el.properties) {
    members.push(
      `${doc(`${p.description ?? ''}\nProperty only (never an attribute).`, '  ')}  ${quote(p.name)}: ${p.type} | undefined;\n`,
    );
  }
  const map = `${el.className}EventMap`;
  members.push(
    `  addEventListener<K extends keyof ${map}>(type: K, listener: (this: ${el.className}, ev: ${map}[K]) => unknown, options?: boolean | AddEventListenerOptions): void;\n` +
      '  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;\n' +
      `  removeEventListener<K extends keyof ${map}>(type: K, listener: (this: ${el.className}, ev: ${map}[K]) => unknown, options?: boolean | EventListenerOptions): void;\n` +
      '  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;\n',
  );
  return members.join('\n');
}

/** `dist/types/elements/<tag>.d.ts`. */
export function elementModule(el) {
  const events = el.events.map((e) => `${doc(e.description, '  ')}  '${e.name}': ${e.type};\n`).join('');
  const attributes = el.attributes.map((a) => `${doc(a.description, '  ')}  '${a.name}'?: ${a.type};\n`).join('');
  return `// Generated from custom-elements.json by demo/scripts/build-types.mjs. Do not edit.
import type { IotEventMap } from './events.js';

${doc(`\`<${el.tag}>\`: ${el.summary ?? ''}\n\n${el.description ?? ''}`)}export declare class ${el.className} extends HTMLElement {
${classMembers(el)}}

/** The events \`<${el.tag}>\` fires (CustomEvents that bubble and cross shadow roots). */
export interface ${el.className}EventMap extends HTMLElementEventMap {
${events}}

/** The attributes of \`<${el.tag}>\` as written in HTML (booleans: present = true). */
export interface ${el.className}Attributes {
${attributes}}

declare global {
  interface HTMLElementTagNameMap {
    '${el.tag}': ${el.className};
  }
  interface GlobalEventHandlersEventMap extends IotEventMap {}
}
`;
}

/** `dist/types/elements/events.d.ts`: every `iot-*` event of every element (a union where elements differ). */
export function eventsModule(elements) {
  const byName = new Map();
  for (const el of elements) for (const e of el.events) byName.set(e.name, [...(byName.get(e.name) ?? []), e.type]);
  const lines = [...byName.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, types]) => `  '${name}': ${[...new Set(types)].join(' | ')};\n`);
  return `// Generated from custom-elements.json by demo/scripts/build-types.mjs. Do not edit.
/** Every event an iot-* element fires; also merged into GlobalEventHandlersEventMap by each element module. */
export interface IotEventMap {
${lines.join('')}}
`;
}

function jsxProps(el) {
  const own = [];
  for (const a of el.attributes) own.push(`${doc(a.description, '  ')}  '${a.name}'?: ${a.type};\n`);
  for (const a of el.attributes) if (a.prop !== a.name) own.push(`  ${quote(a.prop)}?: ${a.type};\n`);
  for (const p of el.properties) own.push(`${doc(p.description, '  ')}  ${quote(p.name)}?: ${p.type};\n`);
  for (const e of el.events)
    own.push(`${doc(e.description, '  ')}  'on${e.name}'?: (event: ${el.className}EventMap['${e.name}']) => void;\n`);
  const names = [...el.attributes.flatMap((a) => [a.name, a.prop]), ...el.properties.map((p) => p.name)];
  const omitted = [...new Set(names)].map((n) => `'${n}'`).join(' | ') || 'never';
  return `/** Props of \`<${el.tag}>\` in JSX: attributes (kebab-case), properties (camelCase), \`oniot-*\` event listeners. */
export interface ${el.className}JsxProps extends Omit<DetailedHTMLProps<HTMLAttributes<${el.className}>, ${el.className}>, ${omitted}> {
${own.join('')}}
`;
}

/** `dist/types/react.d.ts`: React 19 JSX for every element (module augmentation of React's JSX namespace). */
export function reactModule(elements) {
  const imports = elements
    .map((el) => `import type { ${el.className}, ${el.className}EventMap } from './elements/${el.file}.js';\n`)
    .join('');
  const intrinsic = elements.map((el) => `      '${el.tag}': ${el.className}JsxProps;\n`).join('');
  return `// Generated from custom-elements.json by demo/scripts/build-types.mjs. Do not edit.
// React 19 sets a JSX prop on a custom element as a property when the element has one (pageSize, accessToken),
// as an attribute otherwise (page-size), and adds \`on<event>\` props as listeners of <event>. Load these typings
// once, e.g. \`import type {} from 'iot-console/react';\`. React.JSX is what react/jsx-runtime's JSX extends.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
${imports}
${elements.map(jsxProps).join('\n')}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${intrinsic}    }
  }
}
`;
}

// @custom-elements-manifest/analyzer config. Run through demo/scripts/build-manifest.mjs.
// r2wc builds the element classes at run time, so the JSDoc tags on each `export class Iot…Element`
// (@tag @summary @attr @prop @fires @csspart @cssprop) are the only source of the manifest.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const published = (p) => p.replace(/^\/?elements\/(.+)\.ts$/, 'dist/elements/$1.js');
// Where the manifest goes: dist/ for the build; the manifest-vs-code browser test writes a fresh one elsewhere.
const outdir = process.env.IOT_CEM_OUTDIR ?? 'dist';

/** The theme tokens (tokens.ts) and what they colour (token-docs.ts), read from the TypeScript sources. */
async function themeTokens() {
  const entry =
    "export { light, dark } from './tokens'; export { TOKEN_DOCS, FONT_TOKEN, COMPONENT_TOKENS } from './token-docs';";
  const out = buildSync({
    stdin: { contents: entry, resolveDir: path.join(root, 'src/ui/theme'), loader: 'ts' },
    bundle: true,
    format: 'esm',
    write: false,
  });
  const mod = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
  const palette = Object.keys(mod.light).map((k) => ({
    name: `--iot-${k}`,
    default: mod.light[k],
    description: `${mod.TOKEN_DOCS[k]} Light default \`${mod.light[k]}\`, dark default \`${mod.dark[k]}\`.`,
  }));
  const component = Object.fromEntries(
    Object.entries(mod.COMPONENT_TOKENS).map(([name, t]) => [
      name,
      {
        name,
        default: t.light,
        description: `${t.description} ${t.dark ? `Light default \`${t.light}\`, dark default \`${t.dark}\`.` : `Default \`${t.light}\`.`}`,
      },
    ]),
  );
  return { all: [...palette, { ...mod.FONT_TOKEN }], component };
}

const camel = (kebab) => kebab.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());

/** Every element fires the page's session changes on itself too (a copy that does not bubble). */
const SESSION_EVENT = {
  name: 'iot-session-change',
  // Spelled out (SessionInfo of src/session/session-events.ts) so the generated typings stay self-contained.
  type: {
    text: "CustomEvent<{ authenticated: boolean; authority: 'SYS_ADMIN' | 'TENANT_ADMIN' | 'CUSTOMER_USER' | 'ANONYMOUS' | null; userId: string | null; customerId: string | null; tenantId: string | null; isPublic: boolean }>",
  },
  description:
    'Who is signed in changed (sign-in, sign-out, expiry, another user, also in another tab). Dispatched once per change on `document` (bubbles to `window`); each element fires a copy on itself that does not bubble. Detail: `{ authenticated, authority, userId, customerId, tenantId, isPublic }`.',
};

/**
 * Complete each element's entry from what every element has by construction (createElementClass):
 * - each attribute is also a property (`fieldName`, a `field` member that reflects to the attribute; booleans
 *   default to false);
 * - `iot-session-change` among the events;
 * - every theme token among the CSS properties (JSDoc @cssprop lines, element-specific ones, come first; a line
 *   without a description names a token of token-docs.ts COMPONENT_TOKENS, which supplies it).
 */
function elementContract(tokens) {
  return {
    name: 'iot-element-contract',
    packageLinkPhase({ customElementsManifest }) {
      const decls = customElementsManifest.modules
        .flatMap((m) => m.declarations ?? [])
        .filter((d) => d.customElement && d.tagName);
      for (const d of decls) {
        d.members ??= [];
        for (const a of d.attributes ?? []) {
          a.fieldName = camel(a.name);
          if (a.type?.text === 'boolean') a.default ??= 'false';
          const member = d.members.find((m) => m.name === a.fieldName);
          const field = {
            kind: 'field',
            name: a.fieldName,
            type: a.type,
            description: a.description,
            ...(a.default ? { default: a.default } : {}),
            attribute: a.name,
            reflects: true,
          };
          if (member) Object.assign(member, { ...field, ...member, attribute: a.name, reflects: true });
          else d.members.push(field);
        }
        d.events ??= [];
        if (!d.events.some((e) => e.name === SESSION_EVENT.name)) d.events.push(SESSION_EVENT);
        d.cssProperties = (d.cssProperties ?? []).map((c) =>
          c.description ? c : { ...tokens.component[c.name], ...c, description: tokens.component[c.name]?.description },
        );
        for (const t of tokens.all) if (!d.cssProperties.some((c) => c.name === t.name)) d.cssProperties.push(t);
      }
    },
  };
}

/**
 * Make the manifest describe what ships, not how it is written:
 * - `class X extends createElementClass(Feature, spec)` reads to the analyzer as mixin `createElementClass`
 *   on superclass `Feature` (a React component); consumers see an HTMLElement.
 * - `registerElement('iot-x', X)` is not `customElements.define`, so add the definition export ourselves.
 * - Module paths point at the published JS (package.json "exports"), not at elements/*.ts.
 */
function iotElements() {
  return {
    name: 'iot-elements',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        mod.path = published(mod.path);
        for (const exp of mod.exports ?? [])
          if (exp.declaration?.module) exp.declaration.module = published(exp.declaration.module);
        for (const decl of mod.declarations ?? []) {
          if (!decl.customElement || !decl.tagName) continue;
          delete decl.mixins;
          decl.superclass = { name: 'HTMLElement', package: 'global:' };
          mod.exports ??= [];
          if (!mod.exports.some((e) => e.kind === 'custom-element-definition' && e.name === decl.tagName)) {
            mod.exports.push({
              kind: 'custom-element-definition',
              name: decl.tagName,
              declaration: { name: decl.name, module: mod.path },
            });
          }
        }
      }
    },
  };
}

/**
 * JetBrains web-types (package.json "web-types") derived from the finished manifest. Written here instead
 * of with custom-element-jet-brains-integration so the build needs no extra dependency.
 */
function webTypes() {
  const doc = (x) => ({ name: x.name, ...(x.description ? { description: x.description } : {}) });
  return {
    name: 'web-types',
    packageLinkPhase({ customElementsManifest }) {
      const elements = customElementsManifest.modules
        .flatMap((m) => m.declarations ?? [])
        .filter((d) => d.customElement && d.tagName)
        .map((d) => ({
          name: d.tagName,
          description: [d.summary, d.description].filter(Boolean).join('\n\n'),
          attributes: (d.attributes ?? []).map((a) => ({ ...doc(a), value: { type: a.type?.text ?? 'string' } })),
          js: {
            properties: (d.members ?? [])
              .filter((m) => m.kind === 'field')
              .map((p) => ({ ...doc(p), type: p.type?.text })),
            events: (d.events ?? []).map(doc),
          },
          css: { parts: (d.cssParts ?? []).map(doc), properties: (d.cssProperties ?? []).map(doc) },
        }));
      const out = {
        $schema: 'https://raw.githubusercontent.com/JetBrains/web-types/master/schema/web-types.json',
        name: pkg.name,
        version: pkg.version,
        'description-markup': 'markdown',
        contributions: { html: { elements } },
      };
      mkdirSync(path.resolve(root, outdir), { recursive: true });
      writeFileSync(path.resolve(root, outdir, 'web-types.json'), `${JSON.stringify(out, null, 2)}\n`);
    },
  };
}

export default {
  globs: ['elements/iot-*.ts'],
  outdir,
  // package.json already has "customElements"; let the analyzer rewrite it and every build dirties git.
  packagejson: false,
  // Third-party manifest lookup needs rs-module-lexer (postinstall skipped by npm 11 allowScripts); not needed.
  dependencies: false,
  plugins: [iotElements(), elementContract(await themeTokens()), webTypes()],
};

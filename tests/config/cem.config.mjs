// @custom-elements-manifest/analyzer config. Run through demo/scripts/build-manifest.mjs.
// r2wc builds the element classes at run time, so the JSDoc tags on each `export class Iot…Element`
// (@tag @summary @attr @prop @fires @csspart @cssprop) are the only source of the manifest.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const published = (p) => p.replace(/^\/?elements\/(.+)\.ts$/, 'dist/elements/$1.js');

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
        for (const exp of mod.exports ?? []) if (exp.declaration?.module) exp.declaration.module = published(exp.declaration.module);
        for (const decl of mod.declarations ?? []) {
          if (!decl.customElement || !decl.tagName) continue;
          delete decl.mixins;
          decl.superclass = { name: 'HTMLElement', package: 'global:' };
          mod.exports ??= [];
          if (!mod.exports.some((e) => e.kind === 'custom-element-definition' && e.name === decl.tagName)) {
            mod.exports.push({ kind: 'custom-element-definition', name: decl.tagName, declaration: { name: decl.name, module: mod.path } });
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
            properties: (d.members ?? []).filter((m) => m.kind === 'field').map((p) => ({ ...doc(p), type: p.type?.text })),
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
      mkdirSync(path.join(root, 'dist'), { recursive: true });
      writeFileSync(path.join(root, 'dist/web-types.json'), `${JSON.stringify(out, null, 2)}\n`);
    },
  };
}

export default {
  globs: ['elements/iot-*.ts'],
  outdir: 'dist',
  // package.json already has "customElements"; let the analyzer rewrite it and every build dirties git.
  packagejson: false,
  // Third-party manifest lookup needs rs-module-lexer (postinstall skipped by npm 11 allowScripts); not needed.
  dependencies: false,
  plugins: [iotElements(), webTypes()],
};

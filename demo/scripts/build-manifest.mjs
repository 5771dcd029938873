#!/usr/bin/env node
// `npm run build:manifest`: dist/custom-elements.json (+ dist/web-types.json) from the JSDoc on
// elements/iot-*.ts, via the real analyzer CLI and tests/config/cem.config.mjs; then checks that every
// element file produced a tag, because the analyzer silently skips a class whose JSDoc lacks @tag.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cem = path.join(root, 'node_modules/@custom-elements-manifest/analyzer/cem.js');
const config = path.join(root, 'tests/config/cem.config.mjs');

const elementsDir = path.join(root, 'elements');
const files = existsSync(elementsDir) ? readdirSync(elementsDir).filter((f) => /^iot-.*\.ts$/.test(f)) : [];
if (files.length === 0) {
  console.error('build-manifest: no elements/iot-*.ts files to document');
  process.exit(1);
}

const r = spawnSync(process.execPath, [cem, 'analyze', '--config', config, '--quiet'], { cwd: root, stdio: 'inherit' });
if (r.status !== 0) process.exit(r.status ?? 1);

const manifest = JSON.parse(readFileSync(path.join(root, 'dist/custom-elements.json'), 'utf8'));
const tags = new Set(
  manifest.modules
    .flatMap((m) => m.declarations ?? [])
    .map((d) => d.tagName)
    .filter(Boolean),
);
const missing = files.map((f) => f.slice(0, -3)).filter((tag) => !tags.has(tag));
if (missing.length) {
  console.error(
    `custom-elements.json: no element with @tag <${missing.join('>, <')}> (JSDoc @tag must equal the file name)`,
  );
  process.exit(1);
}
console.log(`custom-elements.json: ${tags.size} element(s): ${[...tags].join(', ')}; web-types.json written`);

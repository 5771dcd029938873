#!/usr/bin/env node
// Keeps the translations in step with en_US.
//   node demo/scripts/locales.mjs missing [dir]   writes <dir>/<locale>.json (default .tmp/locales-missing) with every
//                                                 key a locale lacks and the en_US text it translates (plural keys
//                                                 expanded to the language's plural categories), and drops keys
//                                                 en_US no longer has from the locale files
//   node demo/scripts/locales.mjs apply [dir]     merges translated <dir>/<locale>.json files into locales/<locale>.json,
//                                                 in en_US's key order
// The check that every locale is complete is tests/unit/i18n/locale-files.test.ts.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const localesDir = path.join(root, 'locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
const write = (file, data) => writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

function flatten(obj, prefix = '', out = new Map()) {
  for (const [k, v] of Object.entries(obj)) {
    if (v && typeof v === 'object') flatten(v, `${prefix}${k}.`, out);
    else out.set(`${prefix}${k}`, v);
  }
  return out;
}

/** Every key a locale must have, in en_US order, with the English text it translates. */
function wanted(en, lang) {
  const categories = new Intl.PluralRules(lang.replace('_', '-')).resolvedOptions().pluralCategories;
  const order = ['zero', 'one', 'two', 'few', 'many', 'other'].filter((c) => categories.includes(c));
  const out = new Map();
  for (const [k, v] of en) {
    if (!PLURAL.test(k)) out.set(k, v);
    else if (k.endsWith('_one') || (k.endsWith('_other') && !en.has(k.replace(PLURAL, '_one')))) {
      const base = k.replace(PLURAL, '');
      for (const c of order) out.set(`${base}_${c}`, c === 'one' ? en.get(`${base}_one`) : en.get(`${base}_other`));
    }
  }
  return out;
}

/** Nest flat keys back into objects, in the given order. */
function nest(entries) {
  const out = {};
  for (const [k, v] of entries) {
    const parts = k.split('.');
    let o = out;
    for (const p of parts.slice(0, -1)) o = o[p] ??= {};
    o[parts.at(-1)] = v;
  }
  return out;
}

const [cmd, dirArg] = process.argv.slice(2);
const dir = path.resolve(root, dirArg ?? '.tmp/locales-missing');
const en = flatten(read(path.join(localesDir, 'en_US.json')));
const locales = readdirSync(localesDir)
  .filter((f) => f.endsWith('.json') && f !== 'en_US.json')
  .map((f) => f.slice(0, -5));

if (cmd === 'missing') {
  mkdirSync(dir, { recursive: true });
  for (const lang of locales) {
    const file = path.join(localesDir, `${lang}.json`);
    const tr = flatten(read(file));
    const want = wanted(en, lang);
    const stale = [...tr.keys()].filter((k) => !want.has(k));
    if (stale.length) write(file, nest([...want.keys()].filter((k) => tr.has(k)).map((k) => [k, tr.get(k)])));
    const missing = [...want].filter(([k]) => !tr.has(k));
    if (missing.length) write(path.join(dir, `${lang}.json`), Object.fromEntries(missing));
    console.log(`${lang}: ${missing.length} missing${stale.length ? `, ${stale.length} stale removed` : ''}`);
  }
} else if (cmd === 'apply') {
  for (const lang of locales) {
    const delta = path.join(dir, `${lang}.json`);
    if (!existsSync(delta)) continue;
    const file = path.join(localesDir, `${lang}.json`);
    const tr = flatten(read(file));
    for (const [k, v] of Object.entries(read(delta))) tr.set(k, v);
    const want = wanted(en, lang);
    write(file, nest([...want.keys()].filter((k) => tr.has(k)).map((k) => [k, tr.get(k)])));
    console.log(`${lang}: ${[...want.keys()].filter((k) => !tr.has(k)).length} still missing`);
  }
} else {
  console.error('usage: node demo/scripts/locales.mjs missing|apply [dir]');
  process.exit(2);
}

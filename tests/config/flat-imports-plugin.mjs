// Rollup plugin: a chunk's whole set of dependencies is requested at once, never level by level.
//
// A browser only discovers a module's imports after it has fetched and parsed that module, so a chain
// widget chunk → data-table → floating-ui costs one network round trip per level. Measured on a public dashboard:
// its widget chunks arrived in three waves. Two changes flatten that:
// 1. Static imports: each chunk gets a side-effect-only `import"…";` for every chunk in its static import closure
//    that it does not import yet (rollup hoists these for entry chunks only). The added imports go after the
//    existing ones; ES modules evaluate dependencies in source order and each added chunk is already a dependency
//    of an earlier import, so evaluation order is unchanged.
// 2. Dynamic imports: `import("./x.js")` also asks for x's dependencies that the importing chunk does not already
//    have, as `<link rel="modulepreload">` (fetch and parse only, nothing runs early), in the same moment. This is
//    what bundlers call a preload map; the list is written at the call site.
// Both run in renderChunk, with the hash placeholders rollup uses there, so file hashes cover what is added.
import path from 'node:path';

// Installed once per chunk that has dynamic imports; the set of requested URLs is shared by the page.
// The links go in as one fragment: one insertion into <head> instead of one per file (measured ~24 ms for ~40 links).
const HELPER =
  'const __iotPreload=(b,l)=>{if(typeof document>"u")return;const s=globalThis[Symbol.for("iot-console.preloaded")]??=new Set,' +
  'g=document.createDocumentFragment();for(const f of l.split(",")){const h=new URL(f,b).href;if(s.has(h))continue;s.add(h);' +
  'const e=document.createElement("link");e.rel="modulepreload";e.href=h;g.append(e)}document.head.append(g)};';

function closureOf(fileName, chunks) {
  const seen = new Set();
  const visit = (f) => {
    for (const dep of chunks[f]?.imports ?? []) {
      if (seen.has(dep)) continue;
      seen.add(dep);
      visit(dep);
    }
  };
  visit(fileName);
  seen.delete(fileName);
  return seen;
}

export function flatImports() {
  return {
    name: 'flat-imports',
    renderChunk(code, chunk, _options, meta) {
      const from = path.posix.dirname(chunk.fileName);
      const rel = (f) => {
        const r = path.posix.relative(from, f);
        return r.startsWith('.') ? r : `./${r}`;
      };
      const have = closureOf(chunk.fileName, meta.chunks);
      let out = code;

      let preloads = 0;
      out = out.replace(/import\((["'])(\.{1,2}\/[^"']+)\1\)/g, (whole, _q, spec) => {
        const target = path.posix.join(from, spec);
        if (!meta.chunks[target]) return whole;
        const needed = [...closureOf(target, meta.chunks)].filter((f) => f !== chunk.fileName && !have.has(f));
        if (needed.length === 0) return whole;
        preloads++;
        return `(__iotPreload(import.meta.url,"${needed.map((f) => rel(f).replace(/^\.\//, '')).join(',')}"),${whole})`;
      });
      if (preloads > 0) out = `${HELPER}${out}`;

      const missing = [...have].filter((f) => !chunk.imports.includes(f));
      if (missing.length > 0) out = `${out}\n${missing.map((f) => `import"${rel(f)}";`).join('')}`;
      return out === code ? null : { code: out, map: null };
    },
  };
}

// Rollup plugin: which source modules each output chunk is made of, for the bundle-size report's treemap.
// Writes dist/module-sizes.json: { "<chunk file>": { "<module path from the repo root>": <rendered bytes> } }.
// Rendered bytes are the module's code as rollup rendered it into the chunk, after tree-shaking and before
// minification; the report spreads each chunk's gzip size over its modules in proportion to them.
import path from 'node:path';

/** A module id as a short, stable path: from the repo root, without rollup's virtual-module prefix or query. */
function modulePath(id, root) {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  return path.isAbsolute(clean) ? path.relative(root, clean).split(path.sep).join('/') : clean;
}

export function moduleSizes({ root, fileName = 'module-sizes.json' }) {
  return {
    name: 'module-sizes',
    generateBundle(_options, bundle) {
      const out = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const modules = {};
        for (const [id, m] of Object.entries(chunk.modules)) {
          if (m.renderedLength > 0) modules[modulePath(id, root)] = m.renderedLength;
        }
        out[chunk.fileName] = modules;
      }
      this.emitFile({ type: 'asset', fileName, source: JSON.stringify(out) });
    },
  };
}

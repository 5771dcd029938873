// Rollup plugin: an element whose module starts early requests (it imports src/host/early-boot first) is published
// as a two-step entry. dist/elements/<tag>.js statically imports only the early-boot chunk, then imports the element's
// own module with a top-level await and re-exports what it exports. A browser runs a module only once every static
// import is fetched, so with React, react-dom and the app as static imports the public sign-in could leave only
// after ~300 KB of scripts had arrived; now it leaves once the small boot chunk is in, while those scripts download.
// The module still resolves only when the element is defined (the await), and exports the same names.
// The bundle-size report counts an entry's top-level dynamic imports with its static ones: they start at once.
import { readFileSync } from 'node:fs';

const PREFIX = '\0early-entry:';

/** `earlyBoot`: the early-boot module's path; an entry file importing it (by any relative path) gets the two steps. */
export function earlyEntries({ earlyBoot }) {
  const startsEarly = (file) =>
    /^import\s+['"][./]+src\/host\/early-boot(?:\.ts)?['"];?$/m.test(readFileSync(file, 'utf8'));
  return {
    name: 'early-entries',
    options(options) {
      const input = { ...options.input };
      for (const [name, file] of Object.entries(input))
        if (file.endsWith('.ts') && startsEarly(file)) input[name] = `${PREFIX}${file}`;
      return { ...options, input };
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? id : null),
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length);
      const names = [...readFileSync(file, 'utf8').matchAll(/^export\s+(?:class|const|function)\s+(\w+)/gm)].map(
        (m) => m[1],
      );
      return [
        `import ${JSON.stringify(earlyBoot)};`,
        `export const { ${names.join(', ')} } = await import(${JSON.stringify(file)});`,
      ].join('\n');
    },
  };
}

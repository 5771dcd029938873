// The element manifest (dist/custom-elements.json, built by `npm run build` from the JSDoc of elements/*.ts):
// the single source of every table in the catalogue.

let loaded;

/** tag → declaration, in the manifest's order. */
export function loadManifest() {
  loaded ??= fetch('/dist/custom-elements.json')
    .then((res) => {
      if (!res.ok) throw new Error(`custom-elements.json: ${res.status} (run npm run build)`);
      return res.json();
    })
    .then(
      (m) =>
        new Map(
          m.modules.flatMap((mod) =>
            (mod.declarations ?? []).filter((d) => d.tagName).map((d) => [d.tagName, { ...d, module: mod.path }]),
          ),
        ),
    );
  return loaded;
}

const DEFAULTS = /\s*Light default `([^`]*)`, dark default `([^`]*)`\.$/;

/** A CSS property's light and dark defaults and its description without them. */
export function tokenDefaults(prop) {
  const m = DEFAULTS.exec(prop.description ?? '');
  if (m) return { light: m[1], dark: m[2], text: prop.description.slice(0, m.index) };
  const single = /\s*Default `([^`]*)`\.$/.exec(prop.description ?? '');
  if (single) return { light: single[1], dark: single[1], text: prop.description.slice(0, single.index) };
  return { light: prop.default ?? '', dark: prop.default ?? '', text: prop.description ?? '' };
}

/** Members that are properties only (no attribute). */
export function propertyOnly(decl) {
  return (decl.members ?? []).filter((m) => m.kind === 'field' && !m.attribute);
}

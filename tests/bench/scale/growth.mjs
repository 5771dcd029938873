// How a cost grows with the data: a figure measured at several sizes (1k → 10k → 100k devices), the factor of each
// step and a plain-word class (constant, log, sub-linear, linear) of the last step, scaled to a tenfold size change.
// Plain JS: shared by the TypeScript server benches and the .mjs browser benches.

/**
 * Class of a growth factor `f` per tenfold size step. A B-tree descent adds a level per ~100× (×1.0–1.3 per step in
 * practice, indistinguishable from constant in wall time); linear work is ×10; in between is sub-linear (a fixed cost
 * that the growing part has not yet overtaken).
 */
export function growthClass(f) {
  if (!Number.isFinite(f)) return '?';
  if (f < 1.35) return 'constant';
  if (f < 2) return 'log';
  if (f < 6) return 'sub-linear';
  return 'linear';
}

const label = (n) => (n >= 1000 && n % 1000 === 0 ? `${n / 1000}k` : String(n));

/** The growth table as printed lines; each row is `{ name, why, values: Map<size, ms> }`. */
export function growthTable(rows, sizes) {
  const width = Math.max(34, ...rows.map((r) => r.name.length + 2));
  const head =
    `${'cost (ms)'.padEnd(width)}${sizes.map((s) => label(s).padStart(9)).join('')}` +
    `${sizes
      .slice(1)
      .map((s, i) => `${label(sizes[i])}→${label(s)}`.padStart(12))
      .join('')}  growth      why`;
  return [
    head,
    ...rows.map((r) => {
      const factors = sizes.slice(1).map((s, i) => {
        const a = r.values.get(sizes[i]);
        const b = r.values.get(s);
        return a && b ? b / a : NaN;
      });
      const last = factors.at(-1) ?? NaN;
      const decades = sizes.length > 1 ? Math.log10(sizes.at(-1) / sizes.at(-2)) : 0;
      const perDecade = Number.isFinite(last) && decades > 0 ? last ** (1 / decades) : NaN;
      return (
        `${r.name.padEnd(width)}${sizes.map((s) => (r.values.get(s)?.toFixed(1) ?? '-').padStart(9)).join('')}` +
        `${factors.map((f) => (Number.isFinite(f) ? `×${f.toFixed(2)}` : '-').padStart(12)).join('')}  ${growthClass(perDecade).padEnd(11)} ${r.why}`
      );
    }),
  ];
}

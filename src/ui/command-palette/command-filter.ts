/** Ranking for the command palette: every word of the query must appear; prefix matches rank first. */

/** One place or action the palette offers (labels already translated). */
export interface Command {
  id: string;
  label: string;
  /** Heading the command is listed under ("Go to", "Actions"). */
  group: string;
  /** Extra words to match (path, synonyms). */
  keywords?: string;
  perform(): void;
}

const norm = (s: string) =>
  s
    .toLocaleLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** Commands matching `query`, best first; the original order breaks ties. An empty query returns all. */
export function filterCommands<T extends Command>(commands: readonly T[], query: string): T[] {
  const words = norm(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...commands];
  const scored: { c: T; score: number; i: number }[] = [];
  commands.forEach((c, i) => {
    const label = norm(c.label);
    const hay = `${label} ${norm(c.group)} ${norm(c.keywords ?? '')}`;
    if (!words.every((w) => hay.includes(w))) return;
    const first = words[0]!;
    const score = label.startsWith(first)
      ? 0
      : label.split(/\s+/).some((w) => w.startsWith(first))
        ? 1
        : label.includes(first)
          ? 2
          : 3;
    scored.push({ c, score, i });
  });
  return scored.sort((a, b) => a.score - b.score || a.i - b.i).map((s) => s.c);
}

/** axe-core in the browser tests. */
type Axe = typeof import('axe-core');

/**
 * axe-core on the element (shadow DOM included). The one exemption: floating-ui's focus guards (zero-size spans with
 * tabindex 0 and aria-hidden that only pass focus on) are reported by `aria-hidden-focus`; both projects call it a
 * false positive (floating-ui/floating-ui#2462, #2758; dequelabs/axe-core#4832), so exactly those nodes are dropped.
 */
export async function axeViolations(el: HTMLElement): Promise<string[]> {
  const w = window as unknown as { axe?: Axe };
  if (!w.axe) await import('axe-core/axe.min.js' as string);
  const results = await w.axe!.run(el, { resultTypes: ['violations'] });
  return results.violations.flatMap((v) =>
    v.nodes
      .filter((n) => !(v.id === 'aria-hidden-focus' && n.html.includes('data-floating-ui-focus-guard')))
      .map((n) => `${v.id}: ${n.html.slice(0, 160)}`),
  );
}

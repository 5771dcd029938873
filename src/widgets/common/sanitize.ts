/**
 * HTML from widget settings and data is sanitised with DOMPurify before it reaches the DOM (briefing "Security"):
 * no scripts, no event handlers, no javascript: URLs. CSS from settings is scoped to the widget by the callers
 * (each widget renders inside its own container) and stripped of `@import` / `url(javascript:…)`.
 */
import DOMPurify from 'dompurify';

/** Sanitised HTML (keeps `<link-act>` elements that map tooltips use for actions). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ADD_TAGS: ['link-act'],
    ADD_ATTR: ['name', 'target'],
    FORBID_TAGS: ['style', 'script', 'iframe', 'object', 'embed', 'form'],
  });
}

/** CSS from settings: no imports, no scripted URLs, no escaping the style element. */
export function sanitizeCss(css: string): string {
  return css
    .replace(/@import[^;]*;?/gi, '')
    .replace(/url\(\s*['"]?\s*javascript:[^)]*\)/gi, 'none')
    .replace(/expression\s*\(/gi, '(')
    .replace(/<\/?style/gi, '');
}

/** Prefix every selector of `css` with `scope` (a class on the widget's container) so rules stay inside it. */
export function scopeCss(css: string, scope: string): string {
  const clean = sanitizeCss(css);
  return clean.replace(/(^|[{}])\s*([^{}@;]+)\{/g, (_m, brace: string, selectors: string) => {
    const scoped = selectors
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => (s.startsWith(':host') ? s.replace(':host', scope) : `${scope} ${s}`))
      .join(', ');
    return `${brace} ${scoped} {`;
  });
}

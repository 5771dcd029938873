/**
 * CSP nonce discovery: `<meta property="csp-nonce" content="…">` (the convention styled-components 6.4+ and Vite
 * read). Browsers hide a meta's `nonce` attribute value, so `content` is the carrier; `nonce` is read as a fallback.
 */
let cached: string | undefined | null = null;

export function cspNonce(): string | undefined {
  if (cached !== null) return cached;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  cached = meta?.content || meta?.nonce || undefined;
  return cached;
}

/** The widgets' colour scheme: the element's `theme` attribute, else the page's prefers-color-scheme. */
import { useEffect, useState } from 'react';

export function useColorScheme(forced: string | null | undefined): 'light' | 'dark' {
  const query = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;
  const [prefersDark, setPrefersDark] = useState(() => !!query?.matches);
  useEffect(() => {
    if (!query) return;
    const on = (e: MediaQueryListEvent) => setPrefersDark(e.matches);
    query.addEventListener('change', on);
    return () => query.removeEventListener('change', on);
  }, [query]);
  if (forced === 'dark' || forced === 'light') return forced;
  return prefersDark ? 'dark' : 'light';
}

/**
 * The page's QueryClient provider as a chunk of its own, for an element whose first screen needs no query of its
 * own before its next chunk arrives (the console: its sign-in form is a lazy page anyway). TanStack Query then
 * loads beside the locale file, started in the element's prepare step, instead of in the element's initial
 * script; the feature renders once both are in.
 */
import { deferred } from '../ui/lazy/lazy-component';

export const DeferredQueryProvider = deferred(() => import('./query-provider').then((m) => m.QueryProvider));

/**
 * zod (mini) for the API and form schemas, configured before any schema is built: zod v4 compiles object
 * validators with `new Function` (and probes for it when an object schema is created) unless `jitless` is set, and
 * strict-CSP host pages forbid that (colinhacks/zod discussion #6671). Import `z` from here, never from 'zod/mini'.
 * The start-up calls (sign-in, user, dashboard) use the hand-written guards of shapes.ts instead, so zod stays out
 * of every element's first load.
 */
import { z } from 'zod/mini';

z.config({ jitless: true });

export { z };

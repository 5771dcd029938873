/**
 * react-hook-form resolver for zod (mini) schemas: the first issue per field becomes that field's error, its
 * message a locale key (e.g. `asset.asset-type-required`) the field translates. Written here because no resolver
 * package is installed (and it is twenty lines).
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';

export function zodResolver<V extends FieldValues>(schema: z.ZodMiniType<unknown>): Resolver<V> {
  return async (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data as V, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String);
      let node = errors;
      path.slice(0, -1).forEach((p) => (node = (node[p] ??= {}) as Record<string, unknown>));
      const leaf = path[path.length - 1] ?? 'root';
      node[leaf] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/**
 * The form state of a details form (react-hook-form + a zod schema): values derived from the entity, reset when
 * the entity changes or editing ends, dirty state reported to the drawer, submit mapping values back onto the
 * whole entity (ThingsBoard saves are full replaces).
 */
import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod/mini';
import { zodResolver } from './zod-resolver';

export interface EntityFormOptions<T, V extends FieldValues> {
  entity: T;
  editing: boolean;
  schema: z.ZodMiniType<unknown>;
  toValues(entity: T): V;
  onDirtyChange?(dirty: boolean): void;
}

export function useEntityForm<T, V extends FieldValues>({
  entity,
  editing,
  schema,
  toValues,
  onDirtyChange,
}: EntityFormOptions<T, V>): UseFormReturn<V> {
  const form = useForm<V>({
    defaultValues: toValues(entity) as DefaultValues<V>,
    resolver: zodResolver<V>(schema),
    mode: 'onTouched',
  });
  const { isDirty } = form.formState;
  useEffect(() => {
    form.reset(toValues(entity) as DefaultValues<V>);
  }, [entity, editing]);
  useEffect(() => onDirtyChange?.(isDirty), [isDirty]);
  return form;
}

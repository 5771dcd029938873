/**
 * Entity autocomplete: lookup by name through the caller's `search` (page size 50,
 * debounced 150 ms), excluded ids filtered out, 'no entities matching' row, a required error per entity type, and
 * a stored value that cannot be loaded is cleared.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Autocomplete } from '../autocomplete/autocomplete';
import { entityRequiredKey, type EntityInfo } from './entity-types';

/** Entity autocomplete page size and debounce (ms), as ThingsBoard 3.3.1's. */
export const ENTITY_SEARCH_PAGE_SIZE = 50;
export const ENTITY_SEARCH_DEBOUNCE_MS = 150;

export interface EntityAutocompleteProps {
  entityType: string;
  /** Selected entity id. */
  value: string | null;
  onChange(id: string | null, entity: EntityInfo | null): void;
  /** Find entities of a type by name. */
  search(entityType: string, text: string, pageSize: number, signal: AbortSignal): Promise<readonly EntityInfo[]>;
  /** Load one entity for display; null (or a rejection) when it cannot be loaded. */
  load(entityType: string, id: string, signal: AbortSignal): Promise<EntityInfo | null>;
  excludeIds?: readonly string[];
  /** Offer to create an entity named as typed when nothing matches; resolves the created one (null: none). */
  create?: { label(text: string): ReactNode; run(name: string): Promise<EntityInfo | null> };
  label?: string;
  required?: boolean;
  disabled?: boolean;
  testId?: string;
}

export function EntityAutocomplete(props: EntityAutocompleteProps) {
  const { entityType, value, onChange, search, load, excludeIds, label, required, disabled, testId, create } = props;
  const { t } = useTranslation();
  const [selected, setSelected] = useState<EntityInfo | null>(null);

  useEffect(() => {
    if (!value) {
      setSelected(null);
      return undefined;
    }
    if (selected?.id.id === value) return undefined;
    const ac = new AbortController();
    load(entityType, value, ac.signal).then(
      (e) => {
        if (ac.signal.aborted) return;
        setSelected(e);
        if (!e) onChange(null, null);
      },
      () => {
        if (!ac.signal.aborted) {
          setSelected(null);
          onChange(null, null);
        }
      },
    );
    return () => ac.abort();
    // Only a new id (or type) triggers a load; callbacks may change identity every render.
  }, [value, entityType]);

  return (
    <Autocomplete<EntityInfo>
      label={label ?? t('entity.entity')}
      value={selected}
      onChange={(e) => {
        setSelected(e);
        onChange(e ? e.id.id : null, e);
      }}
      search={async (text, signal) => {
        const found = await search(entityType, text, ENTITY_SEARCH_PAGE_SIZE, signal);
        return excludeIds?.length ? found.filter((e) => !excludeIds.includes(e.id.id)) : found;
      }}
      getLabel={(e) => e.name}
      getKey={(e) => e.id.id}
      debounceMs={ENTITY_SEARCH_DEBOUNCE_MS}
      noMatchText={(text) => t('entity.no-entities-matching', { entity: text })}
      required={required}
      requiredText={t(entityRequiredKey(entityType))}
      disabled={disabled}
      reloadKey={entityType}
      create={
        create
          ? {
              label: create.label,
              run: (name) =>
                void create.run(name).then(
                  (made) => {
                    if (!made) return;
                    setSelected(made);
                    onChange(made.id.id, made);
                  },
                  () => undefined,
                ),
            }
          : undefined
      }
      testId={testId}
    />
  );
}

/**
 * Entity list chip picker: entities of one type picked by name (lookup through `search`, page size 50). Emits the
 * ids, or null when empty; required means at least one (entity.entity-list-empty).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ChipList } from '../chip-list/chip-list';
import {
  ENTITY_SEARCH_DEBOUNCE_MS,
  ENTITY_SEARCH_PAGE_SIZE,
  type EntityAutocompleteProps,
} from './entity-autocomplete';
import type { EntityInfo } from './entity-types';

export interface EntityListSelectProps extends Pick<EntityAutocompleteProps, 'search'> {
  entityType: string;
  value: readonly string[] | null;
  onChange(ids: string[] | null): void;
  /** Load several entities for display (unknown ids are dropped). */
  loadMany(entityType: string, ids: readonly string[], signal: AbortSignal): Promise<readonly EntityInfo[]>;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  testId?: string;
}

export function EntityListSelect({
  entityType,
  value,
  onChange,
  search,
  loadMany,
  label,
  required,
  disabled,
  testId,
}: EntityListSelectProps) {
  const { t } = useTranslation();
  const [items, setItems] = useState<EntityInfo[]>([]);
  const key = (value ?? []).join(',');
  useEffect(() => {
    const ids = value ?? [];
    if (ids.join(',') === items.map((e) => e.id.id).join(',')) return undefined;
    if (ids.length === 0) {
      setItems([]);
      return undefined;
    }
    const ac = new AbortController();
    loadMany(entityType, ids, ac.signal).then(
      (found) => !ac.signal.aborted && setItems([...found]),
      () => !ac.signal.aborted && setItems([]),
    );
    return () => ac.abort();
  }, [key, entityType]);

  return (
    <ChipList<EntityInfo>
      label={label ?? t('entity.entity-list')}
      items={items}
      onChange={(next) => {
        setItems(next);
        onChange(next.length ? next.map((e) => e.id.id) : null);
      }}
      getKey={(e) => e.id.id}
      getLabel={(e) => e.name}
      search={(text, signal) => search(entityType, text, ENTITY_SEARCH_PAGE_SIZE, signal)}
      debounceMs={ENTITY_SEARCH_DEBOUNCE_MS}
      noMatchText={(text) => t('entity.no-entities-matching', { entity: text })}
      required={required}
      requiredText={t('entity.entity-list-empty')}
      disabled={disabled}
      testId={testId}
    />
  );
}

/**
 * Data keys of one datasource as chips (colour dot, label, edit button; drag or Alt+Arrow to reorder) with an
 * input that suggests the keys of the datasource's entities, entity and alarm fields, and the typed text as a
 * new key of each allowed type.
 */
import { useTranslation } from '../../../../i18n/use-translation';
import styled from 'styled-components';
import { ChipList } from '../../../../ui/chip-list/chip-list';
import { Highlight } from '../../../../ui/listbox/listbox';
import { v } from '../../../../ui/theme/tokens';
import type { DataKeyType } from '../../../../widgets/widget-contract';
import { keyCandidates, keyLabel, type KeyCandidate, type ServerKeys } from './model/data-keys';
import { str, type Json } from './model/json';
import { EditIcon } from '../../../../ui/icons/entity-icons';

interface KeyItem {
  id: string;
  key?: Json;
  candidate?: KeyCandidate;
}

export interface DataKeysFieldProps {
  label: string;
  keys: readonly Json[];
  types: readonly DataKeyType[];
  /** The whole list after a removal, a reorder or an addition. */
  onChange(keys: Json[]): void;
  /** A new key for a chosen candidate; `offset` counts keys added in the same change. */
  create(candidate: KeyCandidate, offset: number): Json;
  onEdit(index: number): void;
  loadKeys(): Promise<ServerKeys>;
  error?: string | null;
  testId?: string;
}

const Dot = styled.i<{ $color: string }>`
  display: inline-block;
  flex: none;
  width: 12px;
  height: 12px;
  margin-inline-end: 6px;
  border-radius: 50%;
  vertical-align: -1px;
  background: ${(p) => p.$color};
  border: 1px solid ${v('color-divider')};
`;

const EditButton = styled.button.attrs({ type: 'button' })`
  display: inline-grid;
  place-items: center;
  width: 22px;
  height: 22px;
  margin-inline-start: 4px;
  padding: 0;
  border: none;
  border-radius: 50%;
  vertical-align: middle;
  color: ${v('color-text-secondary')};
  background: transparent;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    outline: none;
    color: ${v('color-text')};
    background: color-mix(in srgb, currentColor 16%, transparent);
  }
`;

const TypeTag = styled.span`
  margin-inline-start: 8px;
  font-size: 12px;
  color: ${v('color-text-secondary')};
`;

const TYPE_LABEL: Record<DataKeyType, string> = {
  timeseries: 'datakey.type-timeseries',
  attribute: 'datakey.type-attribute',
  entityField: 'datakey.type-entity-field',
  alarm: 'datakey.type-alarm',
  function: 'datakey.type-function',
  count: 'datakey.type-count',
};

export const keyTypeLabel = (type: unknown) => TYPE_LABEL[type as DataKeyType] ?? 'datakey.type-timeseries';

/** Chip ids: the key's `_hash` when it is unique in the list, else its position. */
function itemsOf(keys: readonly Json[]): KeyItem[] {
  const seen = new Set<string>();
  return keys.map((key, i) => {
    let id = typeof key._hash === 'number' ? `h${key._hash}` : `i${i}`;
    if (seen.has(id)) id = `${id}-${i}`;
    seen.add(id);
    return { id, key };
  });
}

export function DataKeysField({
  label,
  keys,
  types,
  onChange,
  create,
  onEdit,
  loadKeys,
  error,
  testId,
}: DataKeysFieldProps) {
  const { t } = useTranslation();
  const items = itemsOf(keys);
  const freeType = types.find((ty) => ty !== 'alarm' && ty !== 'entityField' && ty !== 'count');
  return (
    <ChipList<KeyItem>
      label={label}
      items={items}
      draggable
      getKey={(it) => it.id}
      getLabel={(it) => (it.key ? keyLabel(it.key) : (it.candidate?.name ?? ''))}
      search={async (text) => {
        const server = await loadKeys();
        return keyCandidates(text, types, server).map((c) => ({
          id: `s:${c.type}:${c.isNew ? 'new:' : ''}${c.name}`,
          candidate: c,
        }));
      }}
      fromText={
        freeType
          ? (text) => ({ id: `s:${freeType}:new:${text}`, candidate: { name: text, type: freeType, isNew: true } })
          : undefined
      }
      onChange={(next) => {
        let added = 0;
        onChange(next.map((it) => it.key ?? create(it.candidate!, added++)));
      }}
      renderChip={(it, i) => (
        <>
          <Dot $color={str(it.key?.color, '#999')} aria-hidden="true" />
          {it.key ? keyLabel(it.key) : ''}
          <EditButton
            aria-label={t('datakey.edit-key', { key: it.key ? keyLabel(it.key) : '' })}
            title={t('datakey.edit-key', { key: it.key ? keyLabel(it.key) : '' })}
            onClick={(e) => {
              e.stopPropagation();
              onEdit(i);
            }}
            data-testid="data-key-edit"
          >
            <EditIcon size={16} />
          </EditButton>
        </>
      )}
      renderOption={(it, query) => {
        const c = it.candidate!;
        return (
          <>
            <Highlight text={c.name} query={query} />
            <TypeTag>
              {c.isNew ? t('datakey.new-key-of-type', { type: t(keyTypeLabel(c.type)) }) : t(keyTypeLabel(c.type))}
            </TypeTag>
          </>
        );
      }}
      placeholder={t('datakey.add-key')}
      error={error}
      testId={testId}
    />
  );
}

/**
 * Entity select: an entity type select plus an entity autocomplete for that type. Emits nothing (null) unless both
 * type and id are set; CURRENT_TENANT, CURRENT_USER and CURRENT_USER_OWNER get the null id automatically, and
 * CURRENT_CUSTOMER when no customer is chosen.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { EntityAutocomplete, type EntityAutocompleteProps } from './entity-autocomplete';
import { EntityTypeSelect } from './entity-type-select';
import { NULL_ID_TYPES, NULL_UUID, resolveEntitySelection, type EntityRef } from './entity-types';

export interface EntitySelectProps extends Pick<EntityAutocompleteProps, 'search' | 'load'> {
  value: EntityRef | null;
  onChange(value: EntityRef | null): void;
  allowedTypes: readonly string[];
  required?: boolean;
  disabled?: boolean;
  testId?: string;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(140px, 200px) 1fr;
  gap: 12px;
`;

export function EntitySelect({
  value,
  onChange,
  allowedTypes,
  search,
  load,
  required,
  disabled,
  testId,
}: EntitySelectProps) {
  const [type, setType] = useState<string | null>(value?.entityType ?? null);
  const [id, setId] = useState<string | null>(value && value.id !== NULL_UUID ? value.id : null);
  const emit = (nextType: string | null, nextId: string | null) => onChange(resolveEntitySelection(nextType, nextId));
  const lookupType = type === 'CURRENT_CUSTOMER' ? 'CUSTOMER' : type;
  return (
    <Row data-testid={testId}>
      <EntityTypeSelect
        value={type}
        allowedTypes={allowedTypes}
        required={required}
        disabled={disabled}
        onChange={(next) => {
          setType(next);
          setId(null);
          emit(next, null);
        }}
      />
      {lookupType && !NULL_ID_TYPES.includes(lookupType) ? (
        <EntityAutocomplete
          entityType={lookupType}
          value={id}
          search={search}
          load={load}
          required={required && type !== 'CURRENT_CUSTOMER'}
          disabled={disabled}
          onChange={(nextId) => {
            setId(nextId);
            emit(type, nextId);
          }}
        />
      ) : (
        <div />
      )}
    </Row>
  );
}

/** The relation filters of a relations-query alias: rows of relation type plus entity types, add and remove. */
import { useTranslation } from '../../../../i18n/use-translation';
import styled from 'styled-components';
import { Button, IconButton } from '../../../../ui/button/button';
import { EntityTypeList } from '../../../../ui/entity/entity-type-list';
import { AddIcon, DeleteIcon } from '../../../../ui/icons/control-icons';
import { RelationTypeAutocomplete } from '../../../../ui/relation-type/relation-type-autocomplete';
import { Caption } from '../shared/editor-styles';

export interface RelationFilter {
  relationType?: string | null;
  entityTypes?: string[];
  [other: string]: unknown;
}

const Line = styled.div`
  display: grid;
  grid-template-columns: minmax(160px, 1fr) 2fr 40px;
  gap: 8px;
  align-items: start;
  & > button {
    margin-top: 8px;
  }
`;

export interface RelationFiltersProps {
  value: RelationFilter[];
  onChange(value: RelationFilter[]): void;
  entityTypes: readonly string[];
}

export function RelationFilters({ value, onChange, entityTypes }: RelationFiltersProps) {
  const { t } = useTranslation();
  const set = (i: number, patch: RelationFilter) => onChange(value.map((f, k) => (k === i ? { ...f, ...patch } : f)));
  return (
    <div data-testid="alias-relation-filters">
      <Caption>{t('alias.relation-filters')}</Caption>
      {value.map((f, i) => (
        <Line key={i} data-testid="alias-relation-filter">
          <RelationTypeAutocomplete
            value={f.relationType ?? null}
            onChange={(relationType) => set(i, { relationType: relationType ?? '' })}
            testId="alias-relation-type"
          />
          <EntityTypeList
            value={f.entityTypes ?? []}
            onChange={(types) => set(i, { entityTypes: types })}
            allowedTypes={entityTypes}
            testId="alias-relation-entity-types"
          />
          <IconButton
            aria-label={t('alias.remove-relation-filter')}
            onClick={() => onChange(value.filter((_, k) => k !== i))}
          >
            <DeleteIcon size={20} />
          </IconButton>
        </Line>
      ))}
      <Button
        $variant="text"
        onClick={() => onChange([...value, { relationType: '', entityTypes: [] }])}
        data-testid="alias-add-relation-filter"
      >
        <AddIcon size={18} />
        {t('alias.add-relation-filter')}
      </Button>
    </div>
  );
}

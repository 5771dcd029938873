/**
 * The fields of the relation-based alias filters: relations query and the asset / device / entity view / edge
 * search queries. Root entity: the dashboard state entity (with its parameter name and default) or a fixed entity;
 * direction, max relation level, last level only; relation filters (relations query) or relation type plus subtypes.
 */
import { useTranslation } from '../../../../i18n/use-translation';
import { Checkbox } from '../../../../ui/checkbox/checkbox';
import { EntitySelect } from '../../../../ui/entity/entity-select';
import { EntitySubtypeList } from '../../../../ui/entity/entity-subtype';
import type { EntityRef } from '../../../../ui/entity/entity-types';
import { RelationTypeAutocomplete } from '../../../../ui/relation-type/relation-type-autocomplete';
import { Select } from '../../../../ui/select/select';
import { TextField } from '../../../../ui/text-field/text-field';
import { useEditorServices } from '../shared/editor-services';
import { Caption, ErrorText, Row, Section, Stack } from '../shared/editor-styles';
import { SEARCH_QUERIES } from './alias-filter-model';
import { aliasEntityTypes } from './alias-list-model';
import { StateEntityFields, type FilterFieldsProps } from './filter-fields';
import { RelationFilters, type RelationFilter } from './relation-filters';

export function QueryFields({ filter, onChange, errors, showErrors }: FilterFieldsProps) {
  const { t } = useTranslation();
  const { lookup, loadSubtypes, authority, edgesEnabled } = useEditorServices();
  const type = String(filter.type ?? '');
  const search = SEARCH_QUERIES[type as keyof typeof SEARCH_QUERIES];
  const shown = (field: string) => (showErrors && errors[field] ? t(errors[field]!) : undefined);
  const level = filter.maxLevel;
  return (
    <Stack>
      <Section>
        <legend>{t('alias.root-entity')}</legend>
        <Checkbox
          label={t('alias.root-state-entity')}
          checked={filter.rootStateEntity === true}
          onChange={(rootStateEntity) => onChange({ rootStateEntity })}
          data-testid="alias-root-state-entity"
        />
        {filter.rootStateEntity ? (
          <StateEntityFields filter={filter} onChange={onChange} />
        ) : (
          <>
            <EntitySelect
              value={(filter.rootEntity as EntityRef | null) ?? null}
              onChange={(rootEntity) => onChange({ rootEntity })}
              allowedTypes={aliasEntityTypes(authority, edgesEnabled, true)}
              search={lookup.search}
              load={lookup.load}
              required
              testId="alias-root-entity"
            />
            {shown('rootEntity') ? <ErrorText role="alert">{shown('rootEntity')}</ErrorText> : null}
          </>
        )}
      </Section>
      <Row $cols="1fr 1fr">
        <Select<string>
          label={t('relation.direction')}
          value={String(filter.direction ?? 'FROM')}
          options={[
            { value: 'FROM', label: t('alias.direction-from') },
            { value: 'TO', label: t('alias.direction-to') },
          ]}
          onChange={(direction) => onChange({ direction })}
          testId="alias-direction"
        />
        <TextField
          label={t('alias.max-relation-level')}
          type="number"
          min={1}
          value={level === null || level === undefined ? '' : String(level)}
          error={errors.maxLevel ? t(errors.maxLevel) : undefined}
          onChange={(e) => onChange({ maxLevel: e.target.value === '' ? null : Number(e.target.value) })}
          data-testid="alias-max-level"
        />
      </Row>
      <Checkbox
        label={t('alias.last-level-relation')}
        checked={filter.fetchLastLevelOnly === true}
        onChange={(fetchLastLevelOnly) => onChange({ fetchLastLevelOnly })}
        data-testid="alias-last-level"
      />
      {search ? (
        <>
          <RelationTypeAutocomplete
            value={(filter.relationType as string | null) ?? null}
            onChange={(relationType) => onChange({ relationType })}
            testId="alias-search-relation-type"
          />
          <EntitySubtypeList
            entityType={search.entityType}
            value={(filter[search.list] as string[]) ?? []}
            onChange={(list) => onChange({ [search.list]: list ?? [] })}
            loadSubtypes={() => loadSubtypes(search.entityType)}
            required
            testId="alias-search-subtypes"
          />
          {shown(search.list) ? <ErrorText role="alert">{shown(search.list)}</ErrorText> : null}
        </>
      ) : (
        <RelationFilters
          value={(filter.filters as RelationFilter[]) ?? []}
          onChange={(filters) => onChange({ filters })}
          entityTypes={aliasEntityTypes(authority, edgesEnabled, false)}
        />
      )}
      <Caption>{t(search ? 'alias.search-query-hint' : 'alias.relations-query-hint')}</Caption>
    </Stack>
  );
}

/**
 * The fields of the simple alias filter types: single entity, entity list, entity name, entity type, state entity,
 * the four subtype filters and API usage state. The query types live in query-fields.tsx.
 */
import { useTranslation } from '../../../../i18n/use-translation';
import { EntityAutocomplete } from '../../../../ui/entity/entity-autocomplete';
import { EntityListSelect } from '../../../../ui/entity/entity-list-select';
import { EntitySelect } from '../../../../ui/entity/entity-select';
import { EntitySubtypeAutocomplete } from '../../../../ui/entity/entity-subtype';
import { EntityTypeSelect } from '../../../../ui/entity/entity-type-select';
import type { EntityRef } from '../../../../ui/entity/entity-types';
import { TextField } from '../../../../ui/text-field/text-field';
import type { TbJson } from '../panel-contract';
import { useEditorServices } from '../shared/editor-services';
import { Caption, ErrorText, Row, Stack } from '../shared/editor-styles';
import { aliasEntityTypes } from './alias-list-model';
import { SUBTYPE_FILTERS } from './alias-filter-model';

export interface FilterFieldsProps {
  filter: TbJson;
  onChange(patch: TbJson): void;
  errors: Record<string, string>;
  /** Show errors of untouched fields (after an apply attempt). */
  showErrors: boolean;
}

/** State entity parameter name plus the default state entity (state entity filter and state-rooted queries). */
export function StateEntityFields({ filter, onChange }: Pick<FilterFieldsProps, 'filter' | 'onChange'>) {
  const { t } = useTranslation();
  const { lookup, authority, edgesEnabled } = useEditorServices();
  return (
    <Stack>
      <TextField
        label={t('alias.state-entity-parameter-name')}
        value={String(filter.stateEntityParamName ?? '')}
        onChange={(e) => onChange({ stateEntityParamName: e.target.value || null })}
        data-testid="alias-state-param"
      />
      <Caption>{t('alias.default-state-entity')}</Caption>
      <EntitySelect
        value={(filter.defaultStateEntity as EntityRef | null) ?? null}
        onChange={(defaultStateEntity) => onChange({ defaultStateEntity })}
        allowedTypes={aliasEntityTypes(authority, edgesEnabled, true)}
        search={lookup.search}
        load={lookup.load}
        testId="alias-default-state-entity"
      />
    </Stack>
  );
}

/** The filters by device/asset/entity view/edge type: the type, and an optional name prefix. */
function SubtypeFilterFields({
  filter,
  onChange,
  shown,
}: Pick<FilterFieldsProps, 'filter' | 'onChange'> & { shown: (field: string) => string | undefined }) {
  const { t } = useTranslation();
  const { loadSubtypes } = useEditorServices();
  const sub = SUBTYPE_FILTERS[String(filter.type ?? '') as keyof typeof SUBTYPE_FILTERS];
  if (!sub) return null;
  return (
    <Row>
      <EntitySubtypeAutocomplete
        entityType={sub.entityType}
        value={(filter[sub.field] as string | null) ?? null}
        onChange={(value) => onChange({ [sub.field]: value })}
        loadSubtypes={() => loadSubtypes(sub.entityType)}
        required
        error={shown(sub.field)}
        testId="alias-subtype"
      />
      <TextField
        label={t('alias.name-starts-with')}
        value={String(filter[sub.name] ?? '')}
        onChange={(e) => onChange({ [sub.name]: e.target.value })}
        data-testid="alias-name-filter"
      />
    </Row>
  );
}

export function FilterFields({ filter, onChange, errors, showErrors }: FilterFieldsProps) {
  const { t } = useTranslation();
  const { lookup, authority, edgesEnabled } = useEditorServices();
  const type = String(filter.type ?? '');
  const shown = (field: string) => (showErrors && errors[field] ? t(errors[field]!) : undefined);
  const entityType = (filter.entityType as string | null) ?? null;
  const typeSelect = (
    <EntityTypeSelect
      value={entityType}
      required
      allowedTypes={aliasEntityTypes(authority, edgesEnabled, false)}
      onChange={(next) => onChange(type === 'entityList' ? { entityType: next, entityList: [] } : { entityType: next })}
      testId="alias-entity-type"
    />
  );
  switch (type) {
    case 'singleEntity':
      return (
        <Stack>
          <EntitySelect
            value={(filter.singleEntity as EntityRef | null) ?? null}
            onChange={(singleEntity) => onChange({ singleEntity })}
            allowedTypes={aliasEntityTypes(authority, edgesEnabled, true)}
            search={lookup.search}
            load={lookup.load}
            required
            testId="alias-single-entity"
          />
          {shown('singleEntity') ? <ErrorText role="alert">{shown('singleEntity')}</ErrorText> : null}
        </Stack>
      );
    case 'entityList':
      return (
        <Stack>
          {typeSelect}
          {entityType ? (
            <EntityListSelect
              entityType={entityType}
              value={(filter.entityList as string[]) ?? []}
              onChange={(ids) => onChange({ entityList: ids ?? [] })}
              search={lookup.search}
              loadMany={lookup.loadMany}
              required
              testId="alias-entity-list"
            />
          ) : null}
        </Stack>
      );
    case 'entityName':
      return (
        <Row>
          {typeSelect}
          <TextField
            label={t('alias.name-starts-with')}
            required
            value={String(filter.entityNameFilter ?? '')}
            error={shown('entityNameFilter')}
            onChange={(e) => onChange({ entityNameFilter: e.target.value })}
            data-testid="alias-name-filter"
          />
        </Row>
      );
    case 'entityType':
      return typeSelect;
    case 'stateEntity':
      return <StateEntityFields filter={filter} onChange={onChange} />;
    case 'apiUsageState':
      return authority === 'CUSTOMER_USER' ? null : (
        <EntityAutocomplete
          entityType="CUSTOMER"
          label={t('alias.api-usage-customer')}
          value={((filter.customerId as EntityRef | null) ?? null)?.id ?? null}
          onChange={(id) => onChange({ customerId: id ? { entityType: 'CUSTOMER', id } : null })}
          search={lookup.search}
          load={lookup.load}
          testId="alias-customer"
        />
      );
    default:
      return <SubtypeFilterFields filter={filter} onChange={onChange} shown={shown} />;
  }
}

/** One datasource: type, entity alias and filter (or a name for function datasources), its data keys, and move / remove buttons. */
import { useTranslation } from '../../../../i18n/use-translation';
import styled from 'styled-components';
import { IconButton } from '../../../../ui/button/button';
import { DeleteIcon, ExpandLessIcon } from '../../../../ui/icons/control-icons';
import { Select, type SelectOption } from '../../../../ui/select/select';
import { TextField } from '../../../../ui/text-field/text-field';
import { v } from '../../../../ui/theme/tokens';
import type { DataKeyType } from '../../../../widgets/widget-contract';
import { DataKeysField } from './data-keys-field';
import type { KeyCandidate, ServerKeys } from './model/data-keys';
import type { DatasourceType } from './model/datasources';
import { str, type Json } from './model/json';
import { ExpandMoreIcon } from '../../../../ui/icons/nav-icons';

const Card = styled.div`
  display: grid;
  grid-template-columns: 28px minmax(0, 1fr) auto;
  gap: 8px;
  padding: 12px 8px 4px 8px;
  margin-bottom: 12px;
  border: 1px solid ${v('color-divider')};
  border-radius: 6px;
  background: ${v('color-surface-2')};
`;

const Index = styled.span`
  display: grid;
  place-items: center;
  width: 24px;
  height: 24px;
  margin-top: 14px;
  border-radius: 50%;
  font-size: 13px;
  font-weight: 500;
  color: ${v('color-primary-contrast')};
  background: ${v('color-primary')};
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(140px, 0.8fr) minmax(160px, 1fr) minmax(160px, 1fr);
  column-gap: 8px;
  @media (max-width: 720px) {
    grid-template-columns: 1fr;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-direction: column;
  color: ${v('color-text-secondary')};
`;

export interface DatasourceRowProps {
  index: number;
  count: number;
  ds: Json;
  datasourceTypes: readonly DatasourceType[];
  keyTypes: readonly DataKeyType[];
  aliasOptions: readonly SelectOption<string | null>[];
  filterOptions: readonly SelectOption<string | null>[];
  aliasError?: string;
  keysError?: string;
  onPatch(patch: Json): void;
  onChangeType(type: DatasourceType): void;
  onRemove(): void;
  onMove(delta: -1 | 1): void;
  onKeysChange(keys: Json[]): void;
  createKey(candidate: KeyCandidate, offset: number): Json;
  onEditKey(index: number): void;
  loadKeys(): Promise<ServerKeys>;
}

export function DatasourceRow(props: DatasourceRowProps) {
  const { index, count, ds, datasourceTypes, aliasOptions, filterOptions, onPatch } = props;
  const { t } = useTranslation();
  const type = (str(ds.type) || 'entity') as DatasourceType;
  const n = index + 1;
  const typeOptions = datasourceTypes.map((dt) => ({
    value: dt,
    label: t(`datasource.type-${dt === 'entityCount' ? 'entity-count' : dt}`),
  }));
  const keys = Array.isArray(ds.dataKeys) ? (ds.dataKeys as Json[]) : [];
  return (
    <Card data-testid="datasource-row" aria-label={t('datasource.datasource-n', { n })} role="group">
      <Index aria-hidden="true">{n}</Index>
      <div>
        <Fields>
          <Select
            label={t('datasource.type')}
            options={typeOptions}
            value={type}
            onChange={(dt) => dt && props.onChangeType(dt)}
            testId="datasource-type"
          />
          {type === 'function' ? (
            <TextField
              label={t('datasource.label')}
              value={str(ds.name)}
              onChange={(e) => onPatch({ name: e.target.value })}
              data-testid="datasource-name"
            />
          ) : (
            <>
              <Select
                label={t('datasource.entity-alias')}
                required
                options={aliasOptions}
                value={(ds.entityAliasId as string | null) ?? null}
                onChange={(id) => onPatch({ entityAliasId: id })}
                error={props.aliasError}
                testId="datasource-alias"
              />
              <Select
                label={t('datasource.filter')}
                options={filterOptions}
                value={(ds.filterId as string | null) ?? null}
                onChange={(id) => onPatch({ filterId: id })}
                testId="datasource-filter"
              />
            </>
          )}
        </Fields>
        <DataKeysField
          label={t('datakey.data-keys')}
          keys={keys}
          types={props.keyTypes}
          onChange={props.onKeysChange}
          create={props.createKey}
          onEdit={props.onEditKey}
          loadKeys={props.loadKeys}
          error={props.keysError}
          testId="datasource-keys"
        />
      </div>
      <Buttons>
        <IconButton
          aria-label={t('datasource.move-up', { n })}
          title={t('datasource.move-up', { n })}
          disabled={index === 0}
          onClick={() => props.onMove(-1)}
        >
          <ExpandLessIcon size={20} />
        </IconButton>
        <IconButton
          aria-label={t('datasource.move-down', { n })}
          title={t('datasource.move-down', { n })}
          disabled={index === count - 1}
          onClick={() => props.onMove(1)}
        >
          <ExpandMoreIcon size={20} />
        </IconButton>
        <IconButton
          aria-label={t('datasource.remove', { n })}
          title={t('datasource.remove', { n })}
          onClick={props.onRemove}
          data-testid="datasource-remove"
        >
          <DeleteIcon size={20} />
        </IconButton>
      </Buttons>
    </Card>
  );
}

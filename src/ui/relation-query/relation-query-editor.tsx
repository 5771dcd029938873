/**
 * A relations query as rule nodes store it: direction, maximum level (empty = one level, as the nodes read it),
 * "last level only", and the filters — relation type plus entity types per filter — or, for device queries, one
 * relation type and the device types.
 */
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { Button, IconButton } from '../button/button';
import { ChipList } from '../chip-list/chip-list';
import { EntityTypeList } from '../entity/entity-type-list';
import { AddIcon, DeleteIcon } from '../icons/control-icons';
import { NumberField } from '../number-field/number-field';
import { Select } from '../select/select';
import { TextField } from '../text-field/text-field';
import { Toggle } from '../toggle/toggle';
import { v } from '../theme/tokens';

export type RelationQueryValue = Record<string, unknown>;

export interface RelationQueryEditorProps {
  label: string;
  value: RelationQueryValue | null;
  onChange(value: RelationQueryValue): void;
  /** The device variant (`relationType` + `deviceTypes`). */
  device?: boolean;
  entityTypes: readonly string[];
  error?: string | null;
  testId?: string;
}

const Box = styled.fieldset`
  margin: 0 0 8px;
  padding: 8px 12px 4px;
  border: 1px solid ${v('color-divider')};
  border-radius: 4px;
  legend {
    padding: 0 4px;
    font-size: 13px;
    color: ${v('color-text-secondary')};
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 8px;
`;

const Filter = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr) 40px;
  gap: 8px;
  align-items: start;
`;

const Err = styled.div`
  font-size: 12px;
  color: ${v('color-warn')};
  min-height: 16px;
`;

const arr = (x: unknown): string[] => (Array.isArray(x) ? x.filter((s): s is string => typeof s === 'string') : []);
type FilterValue = { relationType: string; entityTypes: string[] };

function readFilters(q: RelationQueryValue): FilterValue[] {
  return (Array.isArray(q['filters']) ? q['filters'] : []).map((f: unknown) => {
    const o = (f ?? {}) as Record<string, unknown>;
    return {
      relationType: typeof o['relationType'] === 'string' ? o['relationType'] : '',
      entityTypes: arr(o['entityTypes']),
    };
  });
}

interface SectionProps {
  q: RelationQueryValue;
  set(patch: RelationQueryValue): void;
}

/** Direction, maximum level and "last level only". */
function LevelFields({ q, set }: SectionProps) {
  const { t } = useTranslation();
  return (
    <>
      <Row>
        <Select
          label={t('relation-query.direction')}
          options={[
            { value: 'FROM', label: t('relation-query.direction-from') },
            { value: 'TO', label: t('relation-query.direction-to') },
          ]}
          value={typeof q['direction'] === 'string' ? q['direction'] : null}
          onChange={(direction) => set({ direction })}
          required
          testId="rq-direction"
        />
        <NumberField
          label={t('relation-query.max-level')}
          value={typeof q['maxLevel'] === 'number' ? q['maxLevel'] : null}
          min={1}
          onChange={(maxLevel) => set({ maxLevel })}
          testId="rq-max-level"
        />
      </Row>
      <Toggle
        label={t('relation-query.fetch-last-level-only')}
        checked={q['fetchLastLevelOnly'] === true}
        onChange={(fetchLastLevelOnly) => set({ fetchLastLevelOnly })}
        data-testid="rq-last-level"
      />
    </>
  );
}

/** The device variant: one relation type and the device types. */
function DeviceFields({ q, set }: SectionProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('relation-query.relation-type')}
        value={typeof q['relationType'] === 'string' ? q['relationType'] : ''}
        onChange={(e) => set({ relationType: e.target.value })}
        data-testid="rq-relation-type"
      />
      <ChipList<string>
        label={t('relation-query.device-types')}
        items={arr(q['deviceTypes'])}
        onChange={(deviceTypes) => set({ deviceTypes })}
        getKey={(s) => s}
        getLabel={(s) => s}
        fromText={(s) => s.trim() || null}
        required
        testId="rq-device-types"
      />
    </>
  );
}

/** The filters (relation type plus entity types, each removable) and the button adding one. */
function FilterFields({ q, set, entityTypes }: SectionProps & { entityTypes: readonly string[] }) {
  const { t } = useTranslation();
  const filters = readFilters(q);
  const setFilters = (next: FilterValue[]) => set({ filters: next });
  return (
    <>
      {filters.map((f, i) => (
        <Filter key={i} data-testid="rq-filter">
          <TextField
            label={t('relation-query.relation-type')}
            value={f.relationType}
            onChange={(e) => setFilters(filters.map((x, k) => (k === i ? { ...x, relationType: e.target.value } : x)))}
          />
          <EntityTypeList
            value={f.entityTypes}
            allowedTypes={entityTypes}
            onChange={(types) => setFilters(filters.map((x, k) => (k === i ? { ...x, entityTypes: types } : x)))}
          />
          <IconButton
            aria-label={t('relation-query.remove-filter')}
            onClick={() => setFilters(filters.filter((_, k) => k !== i))}
          >
            <DeleteIcon size={20} />
          </IconButton>
        </Filter>
      ))}
      <Button
        $variant="text"
        onClick={() => setFilters([...filters, { relationType: '', entityTypes: [] }])}
        data-testid="rq-add-filter"
      >
        <AddIcon size={18} />
        {t('relation-query.add-filter')}
      </Button>
    </>
  );
}

export function RelationQueryEditor({
  label,
  value,
  onChange,
  device,
  entityTypes,
  error,
  testId,
}: RelationQueryEditorProps) {
  const q = value ?? {};
  const set = (patch: RelationQueryValue) => onChange({ ...q, ...patch });
  return (
    <Box data-testid={testId}>
      <legend>{label}</legend>
      <LevelFields q={q} set={set} />
      {device ? <DeviceFields q={q} set={set} /> : <FilterFields q={q} set={set} entityTypes={entityTypes} />}
      <Err role={error ? 'alert' : undefined}>{error}</Err>
    </Box>
  );
}

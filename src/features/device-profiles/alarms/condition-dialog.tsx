/**
 * Edit an alarm rule's condition: the key filters (all must hold) and the condition type — SIMPLE, DURATION (holds
 * for a time, value + unit, optionally dynamic) or REPEATING (holds for a number of events, optionally dynamic).
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import { Button, IconButton } from '../../../ui/button/button';
import { Dialog } from '../../../ui/dialog/dialog';
import { DynamicValueFields } from '../../../ui/filter-editor/dynamic-value-fields';
import { AddIcon, DeleteIcon } from '../../../ui/icons/control-icons';
import { Select } from '../../../ui/select/select';
import { v } from '../../../ui/theme/tokens';
import { Caption, ErrorText, Grid, Hint } from '../editor/editor-styles';
import { NumberField } from '../../../ui/number-field/number-field';
import {
  CONDITION_TYPES,
  DURATION_UNITS,
  conditionSpec,
  type AlarmCondition,
  type AlarmConditionSpec,
  type ConditionType,
  type DurationUnit,
} from '../model/alarm-rules';
import { DYNAMIC_SOURCES, newKeyFilter, type AlarmConditionFilter } from '../model/key-filters';
import { keyFilterText } from './condition-text';
import { KeyFilterDialog } from './key-filter-dialog';

const FilterRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding-block: 0;
  padding-inline: 12px 4px;
  border: 1px solid ${v('color-divider')};
  border-radius: 4px;
  margin-bottom: 6px;
  & > span {
    flex: 1;
    font-family: ui-monospace, 'Roboto Mono', monospace;
    font-size: 13px;
  }
`;

export interface ConditionDialogProps {
  value: AlarmCondition;
  profileId: string | null;
  onApply(value: AlarmCondition): void;
  onClose(): void;
  disabled?: boolean;
}

function specValid(spec: AlarmConditionSpec): boolean {
  if (spec.type === 'SIMPLE') return true;
  const p = spec.predicate;
  if (p.dynamicValue && !p.dynamicValue.sourceAttribute.trim()) return false;
  return (p.defaultValue !== null && p.defaultValue >= 1) || !!p.dynamicValue;
}

/** The key filters of the condition (all must hold), each with edit and remove, and the add button. */
function KeyFilterList({
  filters,
  tried,
  onEdit,
  onRemove,
  disabled,
}: {
  filters: AlarmConditionFilter[];
  /** An apply was attempted: an empty list shows as an error rather than a hint. */
  tried: boolean;
  /** Edit the filter at `index` (-1: a new filter). */
  onEdit(index: number, filter: AlarmConditionFilter): void;
  onRemove(index: number): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {filters.map((f, i) => (
        <FilterRow key={i} data-testid="condition-filter">
          <span>{keyFilterText(t, f)}</span>
          <Button $variant="text" onClick={() => onEdit(i, f)} data-testid="condition-filter-edit">
            {t('action.edit')}
          </Button>
          <IconButton aria-label={t('filter.remove-key-filter')} disabled={disabled} onClick={() => onRemove(i)}>
            <DeleteIcon size={20} />
          </IconButton>
        </FilterRow>
      ))}
      {filters.length === 0 ? (
        tried ? (
          <ErrorText role="alert">{t('device-profile.alarm.condition-required')}</ErrorText>
        ) : (
          <Hint>{t('device-profile.alarm.no-key-filters')}</Hint>
        )
      ) : null}
      <Button
        $variant="text"
        disabled={disabled}
        onClick={() => onEdit(-1, newKeyFilter())}
        data-testid="condition-add-filter"
      >
        <AddIcon size={18} />
        {t('filter.add-key-filter')}
      </Button>
    </>
  );
}

/** The value of a DURATION or REPEATING condition: duration value + unit or event count, optionally dynamic. */
function SpecFields({
  spec,
  onChange,
  disabled,
  showErrors,
}: {
  spec: Exclude<AlarmConditionSpec, { type: 'SIMPLE' }>;
  onChange(next: AlarmConditionSpec): void;
  disabled?: boolean;
  showErrors?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Grid $min={160}>
        <NumberField
          label={
            spec.type === 'DURATION'
              ? t('device-profile.alarm.duration-value')
              : t('device-profile.alarm.repeating-count')
          }
          value={spec.predicate.defaultValue}
          min={1}
          disabled={disabled}
          showError={showErrors}
          error={specValid(spec) ? null : t('device-profile.alarm.spec-value-required')}
          onChange={(n) => onChange({ ...spec, predicate: { ...spec.predicate, defaultValue: n } })}
          testId="condition-spec-value"
        />
        {spec.type === 'DURATION' ? (
          <Select<DurationUnit>
            label={t('device-profile.alarm.duration-unit')}
            value={spec.unit}
            disabled={disabled}
            options={DURATION_UNITS.map((u) => ({
              value: u,
              label: t(`device-profile.alarm.unit-${u.toLowerCase()}`),
            }))}
            onChange={(unit) => onChange({ ...spec, unit })}
            testId="condition-duration-unit"
          />
        ) : null}
      </Grid>
      <DynamicValueFields
        value={spec.predicate.dynamicValue}
        sources={DYNAMIC_SOURCES}
        disabled={disabled}
        showErrors={showErrors}
        onChange={(dynamicValue) => onChange({ ...spec, predicate: { ...spec.predicate, dynamicValue } })}
      />
    </>
  );
}

export function ConditionDialog({ value, profileId, onApply, onClose, disabled }: ConditionDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [editing, setEditing] = useState<{ index: number; filter: AlarmConditionFilter } | null>(null);
  const [tried, setTried] = useState(false);
  const filters = draft.condition;
  const spec = draft.spec ?? { type: 'SIMPLE' };
  const valid = filters.length > 0 && specValid(spec);
  const setSpec = (next: AlarmConditionSpec) => setDraft({ ...draft, spec: next });
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('device-profile.alarm.condition')}
      width={720}
      testId="condition-dialog"
      actions={
        <>
          <Button $variant="text" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button
            disabled={disabled}
            onClick={() => (valid ? onApply(draft) : setTried(true))}
            data-testid="condition-apply"
          >
            {t('action.apply')}
          </Button>
        </>
      }
    >
      <Caption>{t('device-profile.alarm.key-filters')}</Caption>
      <KeyFilterList
        filters={filters}
        tried={tried}
        disabled={disabled}
        onEdit={(index, filter) => setEditing({ index, filter })}
        onRemove={(i) => setDraft({ ...draft, condition: filters.filter((_, k) => k !== i) })}
      />
      <Caption>{t('device-profile.alarm.condition-type')}</Caption>
      <Select<ConditionType>
        label={t('device-profile.alarm.condition-type')}
        value={spec.type}
        disabled={disabled}
        options={CONDITION_TYPES.map((c) => ({
          value: c,
          label: t(`device-profile.alarm.condition-type-${c.toLowerCase()}`),
        }))}
        onChange={(type) => setSpec(conditionSpec(type, spec))}
        testId="condition-type"
      />
      {spec.type !== 'SIMPLE' ? (
        <SpecFields spec={spec} disabled={disabled} showErrors={tried} onChange={setSpec} />
      ) : null}
      {editing ? (
        <KeyFilterDialog
          value={editing.filter}
          profileId={profileId}
          disabled={disabled}
          onClose={() => setEditing(null)}
          onApply={(f) => {
            const next = editing.index < 0 ? [...filters, f] : filters.map((x, k) => (k === editing.index ? f : x));
            setDraft({ ...draft, condition: next });
            setEditing(null);
          }}
        />
      ) : null}
    </Dialog>
  );
}

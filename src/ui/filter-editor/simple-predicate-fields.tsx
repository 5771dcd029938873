/**
 * One simple predicate: operation, value (text, number, true/false or a date), ignore case for strings, the dynamic
 * value source, and — where the host shows them — the user parameters (editable, label, order).
 */
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import type { DynamicValue, FilterValueType } from '../../lib/key-filter';
import { Checkbox } from '../checkbox/checkbox';
import { DateTimeInput } from '../datetime/datetime-input';
import { NumberField } from '../number-field/number-field';
import { Select } from '../select/select';
import { TextField } from '../text-field/text-field';
import { DynamicValueFields } from './dynamic-value-fields';
import { OPERATIONS, type PredicateInfo } from './filter-model';
import type { FilterEditorOptions } from './filter-options';
import { autoLabel, operationText } from './predicate-text';
import { UserInfoFields } from './user-info-fields';

const Line = styled.div`
  display: grid;
  grid-template-columns: minmax(130px, 200px) 1fr;
  gap: 0 12px;
  align-items: start;
`;

type Predicate = PredicateInfo['keyFilterPredicate'];
const valueOf = (p: Predicate): Record<string, unknown> =>
  p.value && typeof p.value === 'object' ? (p.value as Record<string, unknown>) : {};

interface ValueFieldProps {
  p: Predicate;
  valueType: FilterValueType;
  disabled?: boolean;
  setValue(v: unknown): void;
}

function ValueField({ p, valueType, disabled, setValue }: ValueFieldProps) {
  const { t } = useTranslation();
  const value = valueOf(p).defaultValue;
  const missing = !valueOf(p).dynamicValue;
  if (p.type === 'BOOLEAN')
    return (
      <Checkbox
        label={t('filter.value-true')}
        checked={value === true}
        disabled={disabled}
        onChange={setValue}
        data-testid="predicate-boolean"
      />
    );
  if (p.type === 'STRING')
    return (
      <TextField
        label={t('filter.value')}
        value={String(value ?? '')}
        disabled={disabled}
        onChange={(e) => setValue(e.target.value)}
        data-testid="predicate-value"
      />
    );
  if (valueType === 'DATE_TIME') {
    const error = missing && typeof value !== 'number' ? t('filter.value-required') : undefined;
    return (
      <DateTimeInput
        label={t('filter.value')}
        value={typeof value === 'number' ? value : null}
        disabled={disabled}
        onChange={setValue}
        error={error}
        testId="predicate-date"
      />
    );
  }
  const ok = typeof value === 'number' && Number.isFinite(value);
  return (
    <NumberField
      label={t('filter.value')}
      value={ok ? value : null}
      disabled={disabled}
      error={missing && !ok ? t('filter.value-required') : null}
      onChange={setValue}
      testId="predicate-value"
    />
  );
}

export interface SimplePredicateFieldsProps {
  value: PredicateInfo;
  onChange(value: PredicateInfo): void;
  valueType: FilterValueType;
  keyName: string;
  options: FilterEditorOptions;
  disabled?: boolean;
  showErrors?: boolean;
}

export function SimplePredicateFields({
  value,
  onChange,
  valueType,
  keyName,
  options,
  disabled,
  showErrors,
}: SimplePredicateFieldsProps) {
  const { t } = useTranslation();
  const p = value.keyFilterPredicate;
  const v = valueOf(p);
  const setPredicate = (patch: Record<string, unknown>) =>
    onChange({ ...value, keyFilterPredicate: { ...p, ...patch } });
  const operations = OPERATIONS[p.type].map((op) => ({
    value: op,
    label: operationText(t, op, options.symbols),
    text: op,
  }));
  return (
    <>
      <Line>
        <Select<string>
          label={t('filter.operation')}
          value={p.operation}
          disabled={disabled}
          options={operations}
          onChange={(operation) => setPredicate({ operation })}
          testId="predicate-operation"
        />
        <ValueField
          p={p}
          valueType={valueType}
          disabled={disabled}
          setValue={(defaultValue) => setPredicate({ value: { ...v, defaultValue } })}
        />
      </Line>
      {p.type === 'STRING' ? (
        <Checkbox
          label={t('filter.ignore-case')}
          checked={p.ignoreCase === true}
          disabled={disabled}
          onChange={(ignoreCase) => setPredicate({ ignoreCase })}
          data-testid="predicate-ignore-case"
        />
      ) : null}
      <DynamicValueFields
        value={(v.dynamicValue as DynamicValue | null | undefined) ?? null}
        sources={options.dynamicSources}
        disabled={disabled}
        showErrors={showErrors}
        onChange={(dynamicValue) => setPredicate({ value: { ...v, dynamicValue } })}
      />
      {options.userParameters ? (
        <UserInfoFields
          value={value.userInfo}
          onChange={(userInfo) => onChange({ ...value, userInfo })}
          autoText={autoLabel(t, keyName, p.operation)}
        />
      ) : null}
    </>
  );
}

/**
 * One simple predicate of a dashboard filter: operation, value (text, number, true/false or a date), ignore case
 * for strings, dynamic value source, and the user parameters (editable, label, order).
 */
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../../ui/checkbox/checkbox';
import { DateTimeInput } from '../../../../ui/datetime/datetime-input';
import { Select } from '../../../../ui/select/select';
import { TextField } from '../../../../ui/text-field/text-field';
import { asObject } from '../shared/ids';
import { Row } from '../shared/editor-styles';
import { DynamicValueFields, type DynamicValue } from './dynamic-value';
import { OPERATIONS, type PredicateInfo, type ValueType } from './filter-model';
import { autoLabel, operationText } from './predicate-text';
import { UserInfoFields } from './user-info-fields';

export interface SimplePredicateProps {
  value: PredicateInfo;
  onChange(value: PredicateInfo): void;
  valueType: ValueType;
  keyName: string;
}

function ValueField({ p, valueType, setValue }: { p: PredicateInfo['keyFilterPredicate']; valueType: ValueType; setValue(v: unknown): void }) {
  const { t } = useTranslation();
  const value = asObject(p.value).defaultValue;
  const missing = !asObject(p.value).dynamicValue;
  if (p.type === 'BOOLEAN') return <Checkbox label={t('filter.value-true')} checked={value === true} onChange={setValue} data-testid="predicate-boolean" />;
  if (p.type === 'STRING') return <TextField label={t('filter.value')} value={String(value ?? '')} onChange={(e) => setValue(e.target.value)} data-testid="predicate-value" />;
  if (valueType === 'DATE_TIME') return <DateTimeInput label={t('filter.value')} value={typeof value === 'number' ? value : null} onChange={setValue} error={missing && typeof value !== 'number' ? t('filter.value-required') : undefined} testId="predicate-date" />;
  const ok = typeof value === 'number' && Number.isFinite(value);
  return (
    <TextField
      label={t('filter.value')}
      type="number"
      value={ok ? String(value) : ''}
      error={missing && !ok ? t('filter.value-required') : undefined}
      onChange={(e) => setValue(e.target.value === '' ? null : Number(e.target.value))}
      data-testid="predicate-value"
    />
  );
}

export function SimplePredicate({ value, onChange, valueType, keyName }: SimplePredicateProps) {
  const { t } = useTranslation();
  const p = value.keyFilterPredicate;
  const v = asObject(p.value);
  const setPredicate = (patch: Record<string, unknown>) => onChange({ ...value, keyFilterPredicate: { ...p, ...patch } });
  return (
    <>
      <Row $cols="minmax(150px, 200px) 1fr">
        <Select<string> label={t('filter.operation')} value={p.operation} options={OPERATIONS[p.type].map((op) => ({ value: op, label: operationText(t, op) }))} onChange={(operation) => setPredicate({ operation })} testId="predicate-operation" />
        <ValueField p={p} valueType={valueType} setValue={(defaultValue) => setPredicate({ value: { ...v, defaultValue } })} />
      </Row>
      {p.type === 'STRING' ? <Checkbox label={t('filter.ignore-case')} checked={p.ignoreCase === true} onChange={(ignoreCase) => setPredicate({ ignoreCase })} data-testid="predicate-ignore-case" /> : null}
      <DynamicValueFields value={(v.dynamicValue as DynamicValue | null) ?? null} onChange={(dynamicValue) => setPredicate({ value: { ...v, dynamicValue } })} />
      <UserInfoFields value={value.userInfo} onChange={(userInfo) => onChange({ ...value, userInfo })} autoText={autoLabel(t, keyName, p.operation)} />
    </>
  );
}

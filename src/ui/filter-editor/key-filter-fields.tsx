/**
 * One key filter: key type (attribute, time series, entity field, constant), key name (typed, or picked from keys
 * the host suggests), value type, a constant's value, and its predicates (all must hold).
 */
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import type { FilterValueType } from '../../lib/key-filter';
import { Autocomplete } from '../autocomplete/autocomplete';
import { Checkbox } from '../checkbox/checkbox';
import { NumberField } from '../number-field/number-field';
import { Select } from '../select/select';
import { TextField } from '../text-field/text-field';
import {
  KEY_TYPES,
  keyFilterError,
  newPredicate,
  rekeyKeyFilter,
  retypeKeyFilter,
  VALUE_TYPES,
  type KeyFilterUi,
} from './filter-model';
import type { FilterEditorOptions } from './filter-options';
import { ErrorText, PredicateList } from './predicate-list';

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(140px, 1fr) minmax(180px, 2fr) minmax(140px, 1fr);
  gap: 0 12px;
  align-items: start;
`;

const Caption = styled.div`
  margin-block: 4px 8px;
  font-size: 14px;
  font-weight: 500;
`;

const slug = (s: string) => s.toLowerCase().replace(/_/g, '-');

export interface KeyFilterFieldsProps {
  value: KeyFilterUi;
  onChange(value: KeyFilterUi): void;
  options: FilterEditorOptions;
  /** Show every error (after a first apply, or when editing an existing filter). */
  touched: boolean;
  onTouched(): void;
  /** Key names to offer for a key type; without it the key name is typed. */
  suggestKeys?(keyType: string, text: string): Promise<string[]>;
  disabled?: boolean;
}

function ConstantValue({
  kf,
  onChange,
  disabled,
  touched,
}: {
  kf: KeyFilterUi;
  onChange(v: unknown): void;
  disabled?: boolean;
  touched: boolean;
}) {
  const { t } = useTranslation();
  if (kf.valueType === 'BOOLEAN')
    return (
      <Checkbox label={t('filter.value-true')} checked={kf.value === true} disabled={disabled} onChange={onChange} />
    );
  const error =
    kf.value === null || kf.value === undefined || kf.value === '' ? t('filter.constant-value-required') : null;
  if (kf.valueType !== 'STRING') {
    return (
      <NumberField
        label={t('filter.constant-value')}
        value={typeof kf.value === 'number' ? kf.value : null}
        required
        disabled={disabled}
        showError={touched}
        error={error}
        onChange={onChange}
        testId="key-constant-value"
      />
    );
  }
  return (
    <TextField
      label={t('filter.constant-value')}
      required
      disabled={disabled}
      value={String(kf.value ?? '')}
      error={touched && error ? error : undefined}
      onChange={(e) => onChange(e.target.value)}
      data-testid="key-constant-value"
    />
  );
}

function KeyName({
  kf,
  onChange,
  touched,
  onTouched,
  suggestKeys,
  disabled,
}: Omit<KeyFilterFieldsProps, 'options' | 'value'> & { kf: KeyFilterUi }) {
  const { t } = useTranslation();
  const error = touched && !kf.key.key.trim() ? t('filter.key-name-required') : null;
  const setKey = (key: string) => onChange({ ...kf, key: { ...kf.key, key } });
  if (!suggestKeys) {
    return (
      <TextField
        label={t('filter.key-name')}
        required
        disabled={disabled}
        value={kf.key.key}
        error={error ?? undefined}
        onChange={(e) => setKey(e.target.value)}
        onBlur={onTouched}
        data-testid="key-name"
      />
    );
  }
  return (
    <Autocomplete<string>
      label={t('filter.key-name')}
      value={kf.key.key || null}
      onChange={(k) => setKey(k ?? '')}
      search={(text) => suggestKeys(kf.key.type, text)}
      getLabel={(s) => s}
      getKey={(s) => s}
      freeText={(s) => s}
      required
      requiredText={t('filter.key-name-required')}
      error={error}
      disabled={disabled}
      reloadKey={kf.key.type}
      onBlur={onTouched}
      testId="key-name"
    />
  );
}

export function KeyFilterFields({
  value: kf,
  onChange,
  options,
  touched,
  onTouched,
  suggestKeys,
  disabled,
}: KeyFilterFieldsProps) {
  const { t } = useTranslation();
  const error = keyFilterError(kf);
  const retype = (valueType: FilterValueType) => {
    const next = retypeKeyFilter(kf, valueType);
    onChange(
      options.keepOnePredicate && !next.predicates.length
        ? { ...next, predicates: [newPredicate(valueType, options.stringOperation)] }
        : next,
    );
  };
  return (
    <div data-testid="key-filter-fields">
      <Grid>
        <Select<string>
          label={t('filter.key-type')}
          value={kf.key.type}
          disabled={disabled}
          options={KEY_TYPES.map((k) => ({ value: k, label: t(`filter.key-type-${slug(k)}`) }))}
          onChange={(type) => onChange(rekeyKeyFilter(kf, type))}
          testId="key-type"
        />
        <KeyName
          kf={kf}
          onChange={onChange}
          touched={touched}
          onTouched={onTouched}
          suggestKeys={suggestKeys}
          disabled={disabled}
        />
        <Select<FilterValueType>
          label={t('filter.value-type')}
          value={kf.valueType}
          disabled={disabled}
          options={VALUE_TYPES.map((vt) => ({ value: vt, label: t(`filter.value-type-${slug(vt)}`) }))}
          onChange={retype}
          testId="value-type"
        />
      </Grid>
      {kf.key.type === 'CONSTANT' ? (
        <ConstantValue kf={kf} disabled={disabled} touched={touched} onChange={(v) => onChange({ ...kf, value: v })} />
      ) : null}
      <Caption>{t('filter.predicates')}</Caption>
      <PredicateList
        value={kf.predicates}
        onChange={(predicates) => onChange({ ...kf, predicates })}
        valueType={kf.valueType}
        keyName={kf.key.key}
        options={options}
        disabled={disabled}
        showErrors={touched}
      />
      {touched && error && error !== 'filter.key-name-required' && error !== 'filter.predicates-required' ? (
        <ErrorText role="alert">{t(error)}</ErrorText>
      ) : null}
    </div>
  );
}

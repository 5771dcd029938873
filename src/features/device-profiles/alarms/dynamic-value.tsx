/**
 * Dynamic value of a predicate or duration: take the value from an attribute of the current tenant, customer or
 * device (with "inherit from owner" for customer and device), the default value applying when it is missing.
 */
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { Select } from '../../../ui/select/select';
import { TextField } from '../../../ui/text-field/text-field';
import { DYNAMIC_SOURCES, type DynamicSource, type DynamicValue } from '../model/key-filters';

const Wrap = styled.div`
  display: grid;
  grid-template-columns: minmax(150px, 1fr) minmax(150px, 1fr);
  gap: 0 8px;
  align-items: start;
`;

const NONE = 'NONE';
const slug = (s: string) => s.toLowerCase().replace(/_/g, '-');

export interface DynamicValueEditorProps {
  value: DynamicValue | null | undefined;
  onChange(value: DynamicValue | null): void;
  disabled?: boolean;
  showErrors?: boolean;
}

export function DynamicValueEditor({ value, onChange, disabled, showErrors }: DynamicValueEditorProps) {
  const { t } = useTranslation();
  const source = value?.sourceType ?? NONE;
  return (
    <div data-testid="dynamic-value">
      <Wrap>
        <Select<string>
          label={t('filter.dynamic-source-type')}
          value={source}
          disabled={disabled}
          options={[{ value: NONE, label: t('filter.no-dynamic-value') }, ...DYNAMIC_SOURCES.map((s) => ({ value: s, label: t(`filter.source-${slug(s)}`) }))]}
          onChange={(s) => onChange(s === NONE ? null : { sourceType: s as DynamicSource, sourceAttribute: value?.sourceAttribute ?? '', inherit: s === 'CURRENT_TENANT' ? false : value?.inherit ?? false })}
          testId="dynamic-source"
        />
        {value ? (
          <TextField
            label={t('filter.source-attribute')}
            value={value.sourceAttribute}
            required
            disabled={disabled}
            error={showErrors && !value.sourceAttribute.trim() ? t('filter.source-attribute-required') : undefined}
            onChange={(e) => onChange({ ...value, sourceAttribute: e.target.value })}
            data-testid="dynamic-attribute"
          />
        ) : null}
      </Wrap>
      {value && value.sourceType !== 'CURRENT_TENANT' ? (
        <Checkbox label={t('filter.inherit-owner')} checked={!!value.inherit} disabled={disabled} onChange={(inherit) => onChange({ ...value, inherit })} />
      ) : null}
    </div>
  );
}

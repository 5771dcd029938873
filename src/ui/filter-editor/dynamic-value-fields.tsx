/**
 * Dynamic value of a predicate (or of an alarm rule's duration / repeat count): take it from an attribute of the
 * current tenant, customer, user or device — the default value applies when the attribute is missing. "Inherit
 * from owner" applies to the customer and device sources.
 */
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import type { DynamicValue, DynamicValueSource } from '../../lib/key-filter';
import { Checkbox } from '../checkbox/checkbox';
import { Select } from '../select/select';
import { TextField } from '../text-field/text-field';

const Wrap = styled.div`
  display: grid;
  grid-template-columns: minmax(150px, 1fr) minmax(150px, 1fr);
  gap: 0 12px;
  align-items: start;
`;

const NONE = 'NONE';
const slug = (s: string) => s.toLowerCase().replace(/_/g, '-');
const inherits = (s: string | undefined) => s === 'CURRENT_CUSTOMER' || s === 'CURRENT_DEVICE';

export interface DynamicValueFieldsProps {
  value: DynamicValue | null | undefined;
  onChange(value: DynamicValue | null): void;
  sources: readonly DynamicValueSource[];
  disabled?: boolean;
  showErrors?: boolean;
}

export function DynamicValueFields({ value, onChange, sources, disabled, showErrors }: DynamicValueFieldsProps) {
  const { t } = useTranslation();
  const pick = (s: string) =>
    onChange(
      s === NONE
        ? null
        : {
            sourceType: s as DynamicValueSource,
            sourceAttribute: value?.sourceAttribute ?? '',
            inherit: inherits(s) ? !!value?.inherit : false,
          },
    );
  return (
    <div data-testid="dynamic-value">
      <Wrap>
        <Select<string>
          label={t('filter.dynamic-source-type')}
          value={value?.sourceType ?? NONE}
          disabled={disabled}
          options={[
            { value: NONE, label: t('filter.no-dynamic-value') },
            ...sources.map((s) => ({ value: s, label: t(`filter.source-${slug(s)}`) })),
          ]}
          onChange={pick}
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
      {value && inherits(value.sourceType) ? (
        <Checkbox
          label={t('filter.inherit-owner')}
          checked={!!value.inherit}
          disabled={disabled}
          onChange={(inherit) => onChange({ ...value, inherit })}
        />
      ) : null}
    </div>
  );
}

/**
 * Dynamic value of a dashboard filter predicate: an attribute of the current tenant, customer or user; the default
 * value applies when the attribute is missing. "Inherit" (take it from the owner) applies to the customer source.
 */
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../../ui/checkbox/checkbox';
import { Select } from '../../../../ui/select/select';
import { TextField } from '../../../../ui/text-field/text-field';
import { Row } from '../shared/editor-styles';
import { DYNAMIC_SOURCES } from './filter-model';

const NONE = 'NONE';
const slug = (s: string) => s.toLowerCase().replace(/_/g, '-');

export interface DynamicValue {
  sourceType: string;
  sourceAttribute: string;
  inherit?: boolean;
  [other: string]: unknown;
}

export function DynamicValueFields({ value, onChange }: { value: DynamicValue | null; onChange(v: DynamicValue | null): void }) {
  const { t } = useTranslation();
  return (
    <>
      <Row>
        <Select<string>
          label={t('filter.dynamic-source-type')}
          value={value?.sourceType ?? NONE}
          options={[{ value: NONE, label: t('filter.no-dynamic-value') }, ...DYNAMIC_SOURCES.map((s) => ({ value: s, label: t(`filter.source-${slug(s)}`) }))]}
          onChange={(s) => onChange(s === NONE ? null : { ...value, sourceType: s, sourceAttribute: value?.sourceAttribute ?? '', inherit: s === 'CURRENT_CUSTOMER' ? !!value?.inherit : false })}
          testId="dynamic-source"
        />
        {value ? (
          <TextField
            label={t('filter.source-attribute')}
            required
            value={value.sourceAttribute}
            error={value.sourceAttribute.trim() ? undefined : t('filter.source-attribute-required')}
            onChange={(e) => onChange({ ...value, sourceAttribute: e.target.value })}
            data-testid="dynamic-attribute"
          />
        ) : null}
      </Row>
      {value?.sourceType === 'CURRENT_CUSTOMER' ? <Checkbox label={t('filter.inherit-owner')} checked={!!value.inherit} onChange={(inherit) => onChange({ ...value, inherit })} /> : null}
    </>
  );
}

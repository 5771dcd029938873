/** Entity type select: the allowed types by display name; required → entity.type-required. */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Select } from '../select/select';
import { entityTypeKey } from './entity-types';

export interface EntityTypeSelectProps {
  value: string | null;
  onChange(type: string): void;
  /** The types the current user may choose (they depend on the role; the caller passes them). */
  allowedTypes: readonly string[];
  label?: string;
  required?: boolean;
  disabled?: boolean;
  testId?: string;
}

export function EntityTypeSelect({
  value,
  onChange,
  allowedTypes,
  label,
  required,
  disabled,
  testId,
}: EntityTypeSelectProps) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState(false);
  return (
    <Select
      label={label ?? t('entity.type')}
      options={allowedTypes.map((type) => ({ value: type, label: t(entityTypeKey(type)) }))}
      value={value}
      onChange={onChange}
      onBlur={() => setTouched(true)}
      required={required}
      disabled={disabled}
      error={required && touched && !value ? t('entity.type-required') : null}
      testId={testId}
    />
  );
}

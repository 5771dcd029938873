/**
 * Widgets-bundle select: a select over the
 * bundles the caller loaded; a bundle whose tenant id is the null id is a system bundle and carries
 * a 'System' tag. Optionally picks the first bundle when nothing is selected (the widgets library does).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { NULL_UUID } from '../entity/entity-types';
import { Select } from '../select/select';
import { v } from '../theme/tokens';

/** A widgets bundle as ThingsBoard returns it (only the fields the select reads). */
export interface WidgetsBundleOption {
  id: { id: string };
  title: string;
  tenantId?: { id: string } | null;
}

export interface WidgetsBundleSelectProps {
  bundles: readonly WidgetsBundleOption[];
  /** Id of the selected bundle. */
  value: string | null;
  onChange(bundle: WidgetsBundleOption): void;
  label?: string;
  /** Select the first bundle when the value is empty. */
  selectFirst?: boolean;
  required?: boolean;
  disabled?: boolean;
  testId?: string;
}

/** Owned by the null tenant: a system bundle. */
export function isSystemBundle(bundle: WidgetsBundleOption): boolean {
  return !bundle.tenantId || bundle.tenantId.id === NULL_UUID;
}

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  & > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const Tag = styled.span`
  flex: none;
  padding: 1px 8px;
  border-radius: 10px;
  font-size: 11px;
  font-weight: 500;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${v('color-primary')};
  border: 1px solid color-mix(in srgb, ${v('color-primary')} 45%, transparent);
`;

export function WidgetsBundleSelect({
  bundles,
  value,
  onChange,
  label,
  selectFirst,
  required,
  disabled,
  testId,
}: WidgetsBundleSelectProps) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (selectFirst && value == null && bundles[0]) onChange(bundles[0]);
  }, [selectFirst, value, bundles]);
  return (
    <Select<string>
      label={label ?? t('entity.type-widgets-bundle')}
      required={required}
      disabled={disabled}
      error={required && touched && value == null ? t('entity.widgets-bundle-required') : null}
      onBlur={() => setTouched(true)}
      value={value}
      testId={testId}
      onChange={(id) => {
        const bundle = bundles.find((b) => b.id.id === id);
        if (bundle) onChange(bundle);
      }}
      options={bundles.map((b) => ({
        value: b.id.id,
        text: b.title,
        label: (
          <Row data-bundle={b.id.id}>
            <span>{b.title}</span>
            {isSystemBundle(b) ? <Tag data-system-tag="">{t('widgets-bundle-select.system')}</Tag> : null}
          </Row>
        ),
      }))}
    />
  );
}

/**
 * A dashboard setting of a tenant, customer or user, as ThingsBoard's forms lay it out: a dashboard picker (stored
 * as the dashboard's id; its title is read back for display, and an id that cannot be read is cleared) with a
 * checkbox beside it — "hide the home dashboard toolbar", or "always fullscreen" for a default dashboard.
 */
import { useEffect, useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import styled from 'styled-components';
import { Checkbox } from '../checkbox/checkbox';
import { DashboardAutocomplete, type DashboardAutocompleteProps, type DashboardInfo } from './dashboard-autocomplete';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: 0 16px;
  @media (max-width: 599px) {
    grid-template-columns: minmax(0, 1fr);
    & > label {
      margin-bottom: 12px;
    }
  }
`;

/** The stored pair: a dashboard id (or none) and the flag. */
export interface DashboardSettingValue {
  dashboardId: string | null;
  flag: boolean;
}

export interface DashboardSettingFieldProps {
  value: DashboardSettingValue;
  onChange(value: DashboardSettingValue): void;
  dashboardLabel: string;
  flagLabel: string;
  search: DashboardAutocompleteProps['search'];
  /** The stored id's dashboard, or null when it cannot be read. */
  load(id: string, signal: AbortSignal): Promise<DashboardInfo | null>;
  disabled?: boolean;
  testId?: string;
}

export function DashboardSettingField({
  value,
  onChange,
  dashboardLabel,
  flagLabel,
  search,
  load,
  disabled,
  testId,
}: DashboardSettingFieldProps) {
  const [selected, setSelected] = useState<DashboardInfo | null>(null);
  const id = value.dashboardId;
  useEffect(() => {
    if (!id) return setSelected(null);
    if (selected?.id.id === id) return undefined;
    const ac = new AbortController();
    void load(id, ac.signal).then((d) => {
      if (ac.signal.aborted) return;
      setSelected(d);
      if (!d) onChange({ ...value, dashboardId: null });
    });
    return () => ac.abort();
  }, [id]);
  return (
    <Row data-testid={testId}>
      <DashboardAutocomplete
        label={dashboardLabel}
        value={selected}
        disabled={disabled}
        search={search}
        onChange={(d) => {
          setSelected(d);
          onChange({ ...value, dashboardId: d ? d.id.id : null });
        }}
        testId={testId ? `${testId}-dashboard` : undefined}
      />
      <Checkbox
        label={flagLabel}
        checked={value.flag}
        disabled={disabled}
        onChange={(flag) => onChange({ ...value, flag })}
        data-testid={testId ? `${testId}-flag` : undefined}
      />
    </Row>
  );
}

/** The field bound to a react-hook-form control, as the tenant, customer and user forms use it. */
export function FormDashboardSetting<V extends FieldValues>({
  control,
  name,
  ...field
}: Omit<DashboardSettingFieldProps, 'value' | 'onChange'> & { control: Control<V>; name: Path<V> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: f }) => <DashboardSettingField {...field} value={f.value} onChange={f.onChange} />}
    />
  );
}

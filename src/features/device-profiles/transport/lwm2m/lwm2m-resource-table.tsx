/**
 * The resources of one LwM2M object instance: attribute / telemetry / observe flags, the key name each value is
 * stored under, and per-resource notification attributes.
 */
import { useTranslation } from '../../../../i18n/use-translation';
import styled from 'styled-components';
import { Button } from '../../../../ui/button/button';
import { v } from '../../../../ui/theme/tokens';
import { resourcePath, setResourceFlag, type ObserveAttr, type ResourceFlag } from '../../model/lwm2m';
import type { Lwm2mObject } from '../../../../api/device-profiles';
import { SimpleTable } from '../../../../ui/table/simple-table';

export const Table = styled(SimpleTable)`
  th {
    padding-block: 6px;
  }
  td {
    padding-block: 2px;
  }
  input[type='checkbox'] {
    width: 18px;
    height: 18px;
    accent-color: ${v('color-primary')};
  }
`;

export const CellInput = styled.input<{ $invalid?: boolean }>`
  width: 100%;
  min-width: 120px;
  box-sizing: border-box;
  font: inherit;
  padding: 6px 8px;
  color: ${v('color-text')};
  background: ${v('color-surface')};
  border: 1px solid ${(p) => (p.$invalid ? v('color-warn') : v('color-divider'))};
  border-radius: 4px;
  &:focus {
    outline: none;
    border-color: ${v('color-primary')};
  }
`;

export interface ResourceTableProps {
  model: Lwm2mObject;
  instance: number;
  value: ObserveAttr;
  onChange(value: ObserveAttr): void;
  onEditAttributes(path: string, label: string): void;
  disabled?: boolean;
  showErrors?: boolean;
}

export function Lwm2mResourceTable({
  model,
  instance,
  value,
  onChange,
  onEditAttributes,
  disabled,
  showErrors,
}: ResourceTableProps) {
  const { t } = useTranslation();
  const resources = model.instances[0]?.resources ?? [];
  const flag = (path: string, f: ResourceFlag, name: string) => (
    <td className="center">
      <input
        type="checkbox"
        aria-label={t(`device-profile.lwm2m.${f}-of`, { name })}
        checked={value[f].includes(path)}
        disabled={disabled || (f === 'observe' && !value.attribute.includes(path) && !value.telemetry.includes(path))}
        onChange={(e) => onChange(setResourceFlag(value, path, f, e.target.checked))}
        data-testid={`lwm2m-${f}`}
      />
    </td>
  );
  return (
    <Table data-testid="lwm2m-resources">
      <thead>
        <tr>
          <th>#</th>
          <th>{t('device-profile.lwm2m.resource-name')}</th>
          <th className="center">{t('device-profile.lwm2m.attribute')}</th>
          <th className="center">{t('device-profile.lwm2m.telemetry')}</th>
          <th className="center">{t('device-profile.lwm2m.observe')}</th>
          <th>{t('device-profile.lwm2m.key-name')}</th>
          <th>{t('device-profile.lwm2m.attributes')}</th>
        </tr>
      </thead>
      <tbody>
        {resources.map((r) => {
          const path = resourcePath(model.keyId, instance, r.id);
          const keyName = value.keyName[path] ?? '';
          const attrCount = Object.keys(value.attributeLwm2m[path] ?? {}).length;
          return (
            <tr key={r.id} data-path={path}>
              <td>{r.id}</td>
              <td>{r.name}</td>
              {flag(path, 'attribute', r.name)}
              {flag(path, 'telemetry', r.name)}
              {flag(path, 'observe', r.name)}
              <td>
                <CellInput
                  aria-label={t('device-profile.lwm2m.key-name-of', { name: r.name })}
                  value={keyName}
                  disabled={disabled}
                  $invalid={showErrors && !keyName.trim()}
                  aria-invalid={showErrors && !keyName.trim() ? true : undefined}
                  onChange={(e) => onChange({ ...value, keyName: { ...value.keyName, [path]: e.target.value } })}
                  data-testid="lwm2m-key-name"
                />
              </td>
              <td>
                <Button
                  $variant="text"
                  onClick={() => onEditAttributes(path, `${model.name} / ${instance} / ${r.name}`)}
                  data-testid="lwm2m-resource-attributes"
                >
                  {attrCount
                    ? t('device-profile.lwm2m.attributes-count', { count: attrCount })
                    : t('device-profile.lwm2m.add-attributes')}
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

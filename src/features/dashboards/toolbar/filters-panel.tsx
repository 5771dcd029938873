/**
 * Dashboard filters (dashboard setting showFilters): editable predicates of each filter get a user value, which
 * re-queries every datasource using that filter.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import { Popover } from '../../../ui/popover/popover';
import { NamedIcon } from '../runtime/named-icon';
import { withUserValue, type DashboardFilter } from '../data/key-filters';
import { ToolButton } from './tool-button';

const Panel = styled.form`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 12px 16px;
  min-width: 280px;
  & fieldset {
    border: 1px solid var(--iot-color-divider);
    border-radius: 4px;
    padding: 8px 12px;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  & legend {
    font-weight: 500;
    padding: 0 4px;
  }
  & label {
    display: flex;
    flex-direction: column;
    font-size: 12px;
    gap: 2px;
    color: var(--iot-color-text-secondary);
  }
  & input {
    font: inherit;
    font-size: 14px;
    padding: 6px;
    color: var(--iot-color-text);
    background: var(--iot-color-surface);
    border: 1px solid var(--iot-color-divider);
    border-radius: 4px;
  }
`;

interface Editable {
  keyIndex: number;
  predicateIndex: number;
  label: string;
  type: string;
  value: unknown;
}

function editables(f: DashboardFilter): Editable[] {
  const out: Editable[] = [];
  f.keyFilters.forEach((k, keyIndex) =>
    k.predicates.forEach((p, predicateIndex) => {
      const pred = p.keyFilterPredicate;
      if (!pred || pred.type === 'COMPLEX' || p.userInfo?.editable === false) return;
      const label = p.userInfo?.label || `${k.key.key} ${pred.operation.toLowerCase().replace(/_/g, ' ')}`;
      out.push({
        keyIndex,
        predicateIndex,
        label,
        type: pred.type,
        value: pred.value?.userValue ?? pred.value?.defaultValue,
      });
    }),
  );
  return out;
}

export function FiltersButton({
  filters,
  onChange,
}: {
  filters: Record<string, DashboardFilter>;
  onChange(f: DashboardFilter): void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const list = Object.values(filters).filter((f) => f.editable !== false);
  return (
    <>
      <ToolButton
        ref={setAnchor}
        onClick={() => setOpen(true)}
        aria-label={t('dashboard.filters')}
        title={t('dashboard.filters')}
        data-testid="dashboard-filters"
      >
        <NamedIcon name="filter_list" />
      </ToolButton>
      <Popover open={open} onOpenChange={setOpen} anchor={anchor} label={t('dashboard.filters')}>
        <Panel onSubmit={(e) => e.preventDefault()}>
          {list.map((f) => (
            <fieldset key={f.id}>
              <legend>{f.filter}</legend>
              {editables(f).map((e) => (
                <label key={`${e.keyIndex}-${e.predicateIndex}`}>
                  {e.label}
                  {e.type === 'BOOLEAN' ? (
                    <input
                      type="checkbox"
                      checked={e.value === true}
                      onChange={(ev) => onChange(withUserValue(f, e.keyIndex, e.predicateIndex, ev.target.checked))}
                    />
                  ) : (
                    <input
                      type={e.type === 'NUMERIC' ? 'number' : 'text'}
                      defaultValue={e.value === null || e.value === undefined ? '' : String(e.value)}
                      onBlur={(ev) =>
                        onChange(
                          withUserValue(
                            f,
                            e.keyIndex,
                            e.predicateIndex,
                            e.type === 'NUMERIC' ? Number(ev.target.value) : ev.target.value,
                          ),
                        )
                      }
                    />
                  )}
                </label>
              ))}
            </fieldset>
          ))}
        </Panel>
      </Popover>
    </>
  );
}

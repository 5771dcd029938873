/**
 * Chart legend (ThingsBoard's legend settings): direction column (a table with optional min / max / average / total
 * columns) or row (inline items), clickable to hide a series unless hiding is disabled.
 */
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import type { LegendConfig } from '../widget-contract';
import { useWidgetFormat } from './use-format';

export interface LegendItem {
  label: string;
  color: string;
  hidden: boolean;
  disableHiding?: boolean;
  min?: number | null;
  max?: number | null;
  avg?: number | null;
  total?: number | null;
  decimals?: number;
  units?: string;
}

const Table = styled.table`
  border-collapse: collapse;
  font-size: 12px;
  width: 100%;
  & th {
    font-weight: 500;
    text-align: end;
    padding: 2px 6px;
    color: var(--iot-color-text-secondary, rgba(0, 0, 0, 0.6));
  }
  & td {
    padding: 2px 6px;
    text-align: end;
    white-space: nowrap;
  }
  & td:first-child {
    text-align: start;
    width: 100%;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  font-size: 12px;
`;

const Swatch = styled.button<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  border: 0;
  background: none;
  padding: 0;
  font: inherit;
  color: inherit;
  cursor: pointer;
  opacity: ${(p) => (p.$hidden ? 0.45 : 1)};
  text-decoration: ${(p) => (p.$hidden ? 'line-through' : 'none')};
  &:disabled {
    cursor: default;
  }
  & > i {
    display: inline-block;
    width: 14px;
    height: 4px;
    border-radius: 2px;
  }
`;

export function Legend({
  items,
  config,
  onToggle,
}: {
  items: LegendItem[];
  config: LegendConfig;
  onToggle(index: number): void;
}) {
  const { t } = useTranslation();
  const fmt = useWidgetFormat();
  const ordered = config.sortDataKeys
    ? [...items.keys()].sort((a, b) => items[a]!.label.localeCompare(items[b]!.label))
    : [...items.keys()];
  const swatch = (i: number) => {
    const it = items[i]!;
    return (
      <Swatch $hidden={it.hidden} disabled={it.disableHiding} onClick={() => onToggle(i)} data-testid="legend-item">
        <i style={{ background: it.color }} />
        {it.label}
      </Swatch>
    );
  };
  if (config.direction === 'row')
    return (
      <Row data-testid="widget-legend">
        {ordered.map((i) => (
          <span key={i}>{swatch(i)}</span>
        ))}
      </Row>
    );
  const cols = (['min', 'max', 'avg', 'total'] as const).filter(
    (c) => config[`show${c[0]!.toUpperCase()}${c.slice(1)}` as 'showMin'],
  );
  return (
    <Table data-testid="widget-legend">
      {cols.length ? (
        <thead>
          <tr>
            <th />
            {cols.map((c) => (
              <th key={c}>{t(`widget.legend-${c}`)}</th>
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody>
        {ordered.map((i) => (
          <tr key={i}>
            <td>{swatch(i)}</td>
            {cols.map((c) => (
              <td key={c}>
                {items[i]![c] === null || items[i]![c] === undefined
                  ? ''
                  : fmt.value(items[i]![c], items[i]!.decimals, items[i]!.units)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

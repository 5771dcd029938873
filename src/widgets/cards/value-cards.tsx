/**
 * Latest-value cards: cards.simple_card (one big value, label on top or left), cards.attributes_card (a table of
 * label / value per datasource) and cards.label_widget (labels with `${…}` / `${#index:decimals}` patterns placed
 * in percent over a background image).
 */
import styled from 'styled-components';
import { allKeys, numSetting, strSetting } from '../common/format';
import { fillPattern, rowVariables } from '../common/pattern';
import { useWidgetFormat } from '../common/use-format';
import { NoData } from '../common/widget-ui';
import type { WidgetProps } from '../widget-contract';

const SimpleBox = styled.div<{ $left: boolean }>`
  height: 100%;
  display: flex;
  flex-direction: ${(p) => (p.$left ? 'row' : 'column')};
  align-items: ${(p) => (p.$left ? 'center' : 'flex-start')};
  justify-content: center;
  gap: ${(p) => (p.$left ? '16px' : '0')};
  overflow: hidden;
  & .label {
    opacity: 0.85;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    max-width: 100%;
  }
  & .value {
    font-weight: 500;
    line-height: 1.1;
    white-space: nowrap;
  }
`;

export function SimpleCardWidget({ data, settings, height, width }: WidgetProps) {
  const fmt = useWidgetFormat();
  const kd = data[0]?.keys[0];
  if (!kd) return <NoData />;
  const left = strSetting(settings.labelPosition, 'left') === 'left';
  const text = fmt.key(kd) || '–';
  const size = Math.max(12, Math.min(height * (left ? 0.5 : 0.42), (width / Math.max(4, text.length)) * 1.6));
  return (
    <SimpleBox $left={left} data-testid="simple-card">
      <div className="label" style={{ fontSize: Math.max(11, size * 0.38) }}>
        {kd.key.label}
      </div>
      <div className="value" style={{ fontSize: size }} data-testid="simple-card-value">
        {text}
      </div>
    </SimpleBox>
  );
}

const Cards = styled.div`
  height: 100%;
  overflow: auto;
  display: flex;
  flex-direction: column;
  gap: 8px;
  & h3 {
    margin: 0 0 4px;
    font-size: 14px;
    font-weight: 500;
  }
  & table {
    width: 100%;
    border-collapse: collapse;
    font-size: 14px;
  }
  & td {
    padding: 3px 4px;
    border-bottom: 1px solid var(--iot-color-divider, rgba(0, 0, 0, 0.12));
  }
  & td:first-child {
    width: 30%;
    opacity: 0.75;
  }
`;

export function AttributesCardWidget({ data }: WidgetProps) {
  const fmt = useWidgetFormat();
  if (data.length === 0) return <NoData />;
  return (
    <Cards data-testid="attributes-card">
      {data.map((d, i) => (
        <section key={`${d.index}-${d.entity?.id ?? i}`}>
          <h3>{d.name}</h3>
          <table>
            <tbody>
              {d.keys.map((k, ki) => (
                <tr key={ki}>
                  <td>{k.key.label}</td>
                  <td>{fmt.key(k)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </Cards>
  );
}

const LabelBox = styled.div`
  position: relative;
  height: 100%;
  width: 100%;
  overflow: hidden;
  & img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  & span {
    position: absolute;
    transform: translate(0, -50%);
    white-space: nowrap;
    padding: 0 2px;
  }
`;

interface LabelSetting {
  pattern?: string;
  x?: number;
  y?: number;
  backgroundColor?: string;
  font?: { family?: string; size?: number; style?: string; weight?: string; color?: string };
}

const DEFAULT_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect x="0.5" y="0.5" width="99" height="99" fill="#eee" stroke="#999"/></svg>',
  );

export function LabelWidget({ data, settings, height }: WidgetProps) {
  const { lng } = useWidgetFormat();
  const vars = rowVariables(data[0]);
  allKeys(data).forEach((k, i) => (vars[`#${i}`] = { value: k.values[k.values.length - 1], decimals: k.key.decimals }));
  const labels = Array.isArray(settings.labels) ? (settings.labels as LabelSetting[]) : [];
  const image = strSetting(settings.backgroundImageUrl) || DEFAULT_IMAGE;
  return (
    <LabelBox data-testid="label-widget">
      <img src={image} alt="" />
      {labels.map((l, i) => (
        <span
          key={i}
          style={{
            // x is a point of the background image (percent from its left edge), the same in every language.
            // eslint-disable-next-line iot/logical-css -- image coordinates are physical
            left: `${numSetting(l.x, 0)}%`,
            top: `${numSetting(l.y, 0)}%`,
            background: l.backgroundColor || undefined,
            color: l.font?.color,
            fontFamily: l.font?.family,
            fontStyle: l.font?.style,
            fontWeight: l.font?.weight as never,
            fontSize: `${(numSetting(l.font?.size, 6) * height) / 100}px`,
          }}
        >
          {fillPattern(l.pattern ?? '', vars, { lng })}
        </span>
      ))}
    </LabelBox>
  );
}

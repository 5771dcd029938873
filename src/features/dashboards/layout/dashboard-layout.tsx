/**
 * One layout (main or right) of the current state: the grid's background colour or image (size mode), text
 * colour, and every widget placed by grid-math.ts — square cells scrolling vertically, rows filling the height
 * with autoFillHeight, one column below 960 px.
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { themed } from '../../../widgets/common/colors';
import type { DashboardLayout } from '../model/dashboard-model';
import type { DashboardWidget } from '../model/widget-config';
import { WidgetHost } from '../runtime/widget-host';
import { layoutGrid } from './grid-math';

const Scroller = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
  overflow-x: hidden;
  overflow-y: auto;
`;

const Canvas = styled.div`
  position: relative;
  width: 100%;
`;

const Cell = styled.div`
  position: absolute;
  contain: strict;
`;

export interface DashboardLayoutViewProps {
  layout: DashboardLayout;
  widgets: Record<string, DashboardWidget>;
  theme: 'light' | 'dark';
  /** Force the one-column layout (right layout on small screens). */
  mobile?: boolean;
  testId?: string;
}

function useSize(ref: React.RefObject<HTMLDivElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () =>
      setSize((s) =>
        s.width === el.clientWidth && s.height === el.clientHeight
          ? s
          : { width: el.clientWidth, height: el.clientHeight },
      );
    const ro = new ResizeObserver(update);
    ro.observe(el);
    update();
    return () => ro.disconnect();
  }, [ref]);
  return size;
}

export function DashboardLayoutView({
  layout,
  widgets,
  theme,
  mobile,
  testId = 'dashboard-layout',
}: DashboardLayoutViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { width, height } = useSize(ref);
  const g = layout.gridSettings;
  const result = width > 0 ? layoutGrid({ items: layout.widgets, settings: g, width, height, mobile }) : null;
  const background = {
    backgroundColor:
      themed(g.backgroundColor, 'bg', theme) === 'var(--iot-color-surface, #1d232b)'
        ? 'var(--iot-color-bg, #12161c)'
        : themed(g.backgroundColor, 'bg', theme),
    color: themed(g.color, 'fg', theme),
    ...(g.backgroundImageUrl
      ? {
          backgroundImage: `url("${g.backgroundImageUrl.replace(/"/g, '%22')}")`,
          backgroundSize: g.backgroundSizeMode,
          backgroundRepeat: 'no-repeat',
          backgroundAttachment: 'scroll',
        }
      : {}),
  };
  return (
    <Scroller ref={ref} style={background} data-testid={testId} data-mobile={result?.mobile ? 'true' : 'false'}>
      {result ? (
        <Canvas style={{ height: result.contentHeight }}>
          {result.rects.map((r) => {
            const w = widgets[r.id];
            if (!w) return null;
            return (
              <Cell
                key={r.id}
                style={{ insetInlineStart: r.x, top: r.y, width: r.width, height: r.height }}
                data-testid="widget-cell"
              >
                <WidgetHost widget={w} width={r.width} height={r.height} />
              </Cell>
            );
          })}
        </Canvas>
      ) : null}
    </Scroller>
  );
}

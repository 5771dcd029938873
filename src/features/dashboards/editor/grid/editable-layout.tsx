/**
 * A layout in edit mode: the same grid as the view (grid-math.ts; the right layout as a grid too) with a cell
 * pattern behind it, every widget in an EditCell, room below the last row to drop or paste into, and the right-click menus (on a widget or on the grid).
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import styled from 'styled-components';
import { useDirection } from '../../../../ui/direction';
import { themed } from '../../../../widgets/common/colors';
import { layoutGrid } from '../../layout/grid-math';
import type { LayoutViewProps } from '../../runtime/dashboard-runtime';
import type { EditControllerState } from '../edit-controller';
import { ContextMenu, type MenuEntry } from './context-menu';
import { EditCell } from './edit-cell';
import { cellAt } from './gesture-math';
import { useWidgetCommands } from './use-widget-commands';

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
  min-height: 100%;
`;

function useWidth(ref: React.RefObject<HTMLDivElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const el = ref.current!;
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

export function EditableLayout({
  ctl,
  layout,
  widgets,
  theme,
  mobile,
  testId = 'dashboard-layout',
  stateId,
  layoutId,
}: LayoutViewProps & { ctl: EditControllerState }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const { width, height } = useWidth(ref);
  const ui = useSyncExternalStore(ctl.subscribeUi, ctl.getUi);
  const commands = useWidgetCommands(ctl, layoutId);
  const rtl = useDirection() === 'rtl';
  const [menu, setMenu] = useState<{ x: number; y: number; entries: MenuEntry[] } | null>(null);
  useEffect(() => {
    if (layoutId === 'main') ctl.stateId = stateId;
  }, [ctl, stateId, layoutId]);
  const g = layout.gridSettings;
  // The view stacks the right layout in one column; edit mode shows it as the grid it is stored as (its own columns
  // and rows), so its widgets move and resize like the main layout's, by pointer and by keyboard. (The runtime shows
  // no right layout at all on a mobile-width screen.)
  const result =
    width > 0
      ? layoutGrid({ items: layout.widgets, settings: g, width, height, mobile: layoutId === 'right' ? false : mobile })
      : null;
  const pitch = result ? { colWidth: result.colWidth, rowHeight: result.rowHeight, margin: g.margin } : null;
  const cellPattern =
    pitch && !result!.mobile
      ? {
          backgroundImage: `linear-gradient(to right, rgba(127,127,127,.16) 1px, transparent 1px), linear-gradient(to bottom, rgba(127,127,127,.16) 1px, transparent 1px)`,
          backgroundSize: `${pitch.colWidth + g.margin}px ${pitch.rowHeight + g.margin}px`,
          // Columns start at the inline-start edge: the right one right to left.
          backgroundPosition: `${rtl ? 'right' : 'left'} ${g.margin / 2}px top ${g.margin / 2}px`,
        }
      : {};
  const style = { backgroundColor: themed(g.backgroundColor, 'bg', theme), color: themed(g.color, 'fg', theme) };
  return (
    <Scroller
      ref={ref}
      style={style}
      data-testid={testId}
      data-editing="true"
      onPointerDown={(e) => e.target === e.currentTarget.firstChild && ctl.select(null)}
      onContextMenu={(e) => {
        if (!pitch) return;
        e.preventDefault();
        const box = (e.currentTarget.firstChild as HTMLElement).getBoundingClientRect();
        const x = rtl ? box.right - e.clientX : e.clientX - box.left;
        setMenu({ x: e.clientX, y: e.clientY, entries: commands.gridEntries(cellAt(x, e.clientY - box.top, pitch)) });
      }}
    >
      {result && pitch ? (
        <Canvas
          style={{
            height: result.contentHeight + (result.mobile ? 0 : 4 * (pitch.rowHeight + g.margin)),
            ...cellPattern,
          }}
        >
          {result.rects.map((r) => {
            const w = widgets[r.id];
            const item = layout.widgets[r.id];
            if (!w || !item) return null;
            return (
              <EditCell
                key={r.id}
                ctl={ctl}
                widget={w}
                layoutId={layoutId}
                stateId={stateId}
                rect={{ row: item.row, col: item.col, sizeX: item.sizeX, sizeY: item.sizeY }}
                box={r}
                pitch={pitch}
                fixed={result.mobile}
                selected={ui.selected?.widgetId === r.id && ui.selected.layoutId === layoutId}
                commands={commands}
                onMenu={(x, y) => setMenu({ x, y, entries: commands.widgetEntries(r.id) })}
              />
            );
          })}
        </Canvas>
      ) : null}
      {menu ? (
        <ContextMenu
          x={menu.x}
          y={menu.y}
          label={t('dashboard.widget-actions')}
          entries={menu.entries}
          onClose={() => setMenu(null)}
        />
      ) : null}
    </Scroller>
  );
}

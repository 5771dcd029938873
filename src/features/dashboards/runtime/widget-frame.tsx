/**
 * The widget container (ThingsBoard's WidgetConfig): background and text colours (adapted to the dark theme),
 * padding, drop shadow, widget style; the title row with icon, tooltip and title style; header action buttons;
 * the widget's own timewindow when it does not follow the dashboard; the fullscreen toggle.
 */
import { useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import { FullscreenExitIcon, FullscreenIcon } from '../../../ui/icons/frame-icons';
import { NamedIcon, TimewindowControl, Tooltip } from '../toolbar/lazy-controls';
import { themed } from '../../../widgets/common/colors';
import type { DatasourceData, WidgetServices } from '../../../widgets/widget-contract';
import type { DashboardWidget } from '../model/widget-config';
import { useRuntime } from './runtime-context';

const Card = styled.div<{ $shadow: boolean; $full: boolean }>`
  position: ${(p) => (p.$full ? 'fixed' : 'absolute')};
  inset: 0;
  z-index: ${(p) => (p.$full ? 20 : 'auto')};
  display: flex;
  flex-direction: column;
  border-radius: 4px;
  overflow: hidden;
  box-shadow: ${(p) => (p.$shadow ? 'var(--iot-shadow-1)' : 'none')};
  transition: box-shadow 150ms ease;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  min-height: 28px;
  margin-bottom: 4px;
  & button:not([aria-haspopup]) {
    flex: none;
    width: 28px;
    height: 28px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    opacity: 0.75;
    cursor: pointer;
  }
  & button:not([aria-haspopup]):hover,
  & button:not([aria-haspopup]):focus-visible {
    opacity: 1;
    outline: none;
    background: color-mix(in srgb, currentColor 12%, transparent);
  }
`;

const Title = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: 16px;
  line-height: 1.3;
  overflow: hidden;
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const HeaderButton = styled.button`
  flex: none;
  width: 28px;
  height: 28px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  opacity: 0.75;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    opacity: 1;
    outline: none;
    background: color-mix(in srgb, currentColor 12%, transparent);
  }
`;

const Content = styled.div`
  position: relative;
  flex: 1 1 auto;
  min-height: 0;
  min-width: 0;
`;

interface FrameProps {
  widget: DashboardWidget;
  theme: 'light' | 'dark';
  services: WidgetServices;
  data: DatasourceData[];
  /** Every datasource delivered its first data (WidgetSnapshot.loaded). */
  loaded: boolean;
  contentRef: RefObject<HTMLDivElement | null>;
  headerSlotRef(el: HTMLElement | null): void;
  children: ReactNode;
}

/** Table widgets title their header from their settings, as ThingsBoard's do. */
const TITLE_SETTING: Record<string, string> = {
  'cards.entities_table': 'entitiesTitle',
  'entity_admin_widgets.device_admin_table': 'entitiesTitle',
  'entity_admin_widgets.asset_admin_table': 'entitiesTitle',
  'alarm_widgets.alarms_table': 'alarmsTitle',
};

/** The widget's own timewindow control: when it does not follow the dashboard's and asks to show it. */
const hasOwnTimewindow = (widget: DashboardWidget) =>
  !widget.config.useDashboardTimewindow &&
  !!widget.config.displayTimewindow &&
  (widget.type === 'timeseries' || widget.type === 'alarm');
const hasTitleIcon = (widget: DashboardWidget) =>
  !!(widget.config.showTitle && widget.config.showTitleIcon && widget.config.titleIcon);

/** Start loading the code-split parts the frame of `widget` will show (icons, tooltip, timewindow control). */
export function preloadFrameParts(widget: DashboardWidget): void {
  const c = widget.config;
  if (hasTitleIcon(widget) || (c.actions.headerButton ?? []).length > 0) void NamedIcon.preload();
  if (c.showTitle && c.titleTooltip) void Tooltip.preload();
  if (hasOwnTimewindow(widget)) void TimewindowControl.preload();
}

export function WidgetFrame({
  widget,
  theme,
  services,
  data,
  loaded,
  contentRef,
  headerSlotRef,
  children,
}: FrameProps) {
  const { t } = useTranslation();
  const rt = useRuntime();
  const [full, setFull] = useState(false);
  const c = widget.config;
  const first = data[0]?.entity;
  const settingTitle = TITLE_SETTING[`${widget.bundleAlias}.${widget.typeAlias}`];
  const rawTitle =
    (settingTitle && typeof c.settings[settingTitle] === 'string' && (c.settings[settingTitle] as string)) || c.title;
  const title = rawTitle
    .replace(/\$\{entityName\}/g, first?.name ?? '')
    .replace(/\$\{entityLabel\}/g, first?.label || first?.name || '');
  const headerActions = c.actions.headerButton ?? [];
  const ownTimewindow = hasOwnTimewindow(widget);
  const showHeader = c.showTitle || headerActions.length > 0 || ownTimewindow || c.enableFullscreen || !!settingTitle;
  const style = {
    background: themed(c.backgroundColor, 'bg', theme),
    color: themed(c.color, 'fg', theme),
    padding: c.padding || '8px',
    ...(c.widgetStyle as Record<string, string>),
  };
  const titleStyle = { ...(c.titleStyle as Record<string, string>) };
  if (titleStyle.color) titleStyle.color = themed(titleStyle.color, 'fg', theme) ?? titleStyle.color;
  return (
    <Card
      part="widget"
      $shadow={c.dropShadow}
      $full={full}
      style={style}
      data-testid="widget"
      data-widget-type={`${widget.bundleAlias}.${widget.typeAlias}`}
      data-widget-id={widget.id}
      // Present once the widget's datasources delivered their first data (at once when it has none to wait for):
      // a page or a test can wait for it instead of guessing a delay. An empty attribute costs nothing to render.
      data-first-data={loaded ? '' : undefined}
      aria-label={title || undefined}
      role="region"
    >
      {showHeader ? (
        <Header part="widget-header">
          <Title style={titleStyle}>
            {hasTitleIcon(widget) ? (
              <NamedIcon name={c.titleIcon} color={c.iconColor} size={parseInt(String(c.iconSize ?? '20'), 10) || 20} />
            ) : null}
            {c.showTitle ? (
              c.titleTooltip ? (
                <Tooltip content={c.titleTooltip}>
                  <span>{title}</span>
                </Tooltip>
              ) : (
                <span>{title}</span>
              )
            ) : null}
          </Title>
          <span ref={headerSlotRef} style={{ display: 'contents' }} />
          {ownTimewindow ? (
            <TimewindowControl
              value={rt.timewindowOf(widget)}
              onChange={(tw) => services.setTimewindow(tw)}
              aggregation={widget.type === 'timeseries'}
              testId="widget-timewindow"
            />
          ) : null}
          {headerActions.map((a) => (
            <HeaderButton
              key={a.id}
              title={a.name}
              aria-label={a.name}
              onClick={() => services.action('headerButton', null, { actionId: a.id })}
              data-testid="widget-header-action"
            >
              <NamedIcon name={a.icon} />
            </HeaderButton>
          ))}
          {c.enableFullscreen ? (
            <HeaderButton
              title={t(full ? 'fullscreen.exit' : 'fullscreen.expand')}
              aria-label={t(full ? 'fullscreen.exit' : 'fullscreen.expand')}
              onClick={() => setFull((f) => !f)}
              data-testid="widget-fullscreen"
            >
              {full ? <FullscreenExitIcon size={20} /> : <FullscreenIcon size={20} />}
            </HeaderButton>
          ) : null}
        </Header>
      ) : null}
      <Content ref={contentRef}>{children}</Content>
    </Card>
  );
}

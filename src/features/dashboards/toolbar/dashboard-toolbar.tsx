/**
 * Dashboard toolbar: title, state breadcrumbs (entity controller) or state select (default
 * controller), entity alias selector, filters, timewindow, the live / stale / reconnecting indicator, export and
 * fullscreen. Each part follows the dashboard's settings (showTitle, showEntitiesSelect, showFilters,
 * showDashboardTimewindow, showDashboardExport).
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import { FullscreenExitIcon, FullscreenIcon } from '../../../ui/icons/frame-icons';
import { ChevronRightIcon } from '../../../ui/icons/frame-icons';
import type { Timewindow } from '../../../ui/timewindow/timewindow-model';
import { themed } from '../../../widgets/common/colors';

import type { DashboardModel } from '../model/dashboard-model';
import type { StateCrumb } from '../state/state-controller';
import type { WsStatus } from '../data/data-source';
import type { AliasChoice } from './alias-select';
import { AliasSelect, FiltersButton, NamedIcon, TimewindowControl } from './lazy-controls';
import { StatusIndicator } from './status-indicator';
import { ToolButton } from './tool-button';
import type { DashboardFilter } from '../data/key-filters';

const Bar = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;
  min-height: 48px;
  padding: 4px 12px;
  background: var(--iot-color-surface, #fff);
  color: var(--iot-color-text);
  border-bottom: 1px solid var(--iot-color-divider, rgba(0, 0, 0, 0.12));
`;

const TitleText = styled.h1`
  margin-block: 0;
  margin-inline: 0 8px;
  font-size: 20px;
  font-weight: 400;
  white-space: nowrap;
`;

const Crumbs = styled.ol`
  display: flex;
  align-items: center;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 0;
  flex: 1 1 auto;
  & li {
    display: flex;
    align-items: center;
    min-width: 0;
  }
  & button {
    border: 0;
    background: none;
    font: inherit;
    font-size: 15px;
    color: var(--iot-color-primary, #305680);
    cursor: pointer;
    padding: 4px 6px;
    border-radius: 4px;
  }
  & button:hover {
    background: color-mix(in srgb, currentColor 8%, transparent);
  }
  & [aria-current] {
    font-size: 15px;
    font-weight: 500;
    padding: 4px 6px;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const Spacer = styled.span`
  flex: 1 1 auto;
`;

const StateSelect = styled.select`
  font: inherit;
  padding: 6px 8px;
  border-radius: 4px;
  border: 1px solid var(--iot-color-divider, rgba(0, 0, 0, 0.12));
  background: var(--iot-color-surface, #fff);
  color: inherit;
`;

export interface DashboardToolbarProps {
  model: DashboardModel;
  theme: 'light' | 'dark';
  crumbs: StateCrumb[];
  onCrumb(index: number): void;
  onSelectState(id: string): void;
  aliasChoices: AliasChoice[];
  onAliasSelect(aliasId: string, entity: { id: string; entityType: string; name: string }): void;
  filters: Record<string, DashboardFilter>;
  onFilterChange(filter: DashboardFilter): void;
  timewindow: Timewindow | null;
  onTimewindow(tw: Timewindow): void;
  maxDatapoints: number;
  status: WsStatus;
  fullscreen: boolean;
  canFullscreen: boolean;
  onFullscreen(): void;
  onExport(): void;
  /** Extra buttons before export (the edit button). */
  extra?: ReactNode;
}

export function DashboardToolbar(p: DashboardToolbarProps) {
  const { t } = useTranslation();
  const s = p.model.settings;
  const stateIds = Object.keys(p.model.states);
  const current = p.crumbs[p.crumbs.length - 1];
  return (
    <Bar part="toolbar" role="toolbar" aria-label={t('dashboard.toolbar')} data-testid="dashboard-toolbar">
      {s.showDashboardLogo && s.dashboardLogoUrl ? <img src={s.dashboardLogoUrl} alt="" height={32} /> : null}
      {s.showTitle ? (
        <TitleText style={{ color: themed(s.titleColor, 'fg', p.theme) }}>{p.model.title}</TitleText>
      ) : null}
      {s.stateControllerId === 'default' && stateIds.length > 1 ? (
        <StateSelect
          aria-label={t('dashboard.state')}
          value={current?.id}
          onChange={(e) => p.onSelectState(e.target.value)}
          data-testid="state-select"
        >
          {stateIds.map((id) => (
            <option key={id} value={id}>
              {p.model.states[id]!.name}
            </option>
          ))}
        </StateSelect>
      ) : (
        <Crumbs aria-label={t('dashboard.states')} data-testid="state-breadcrumbs">
          {p.crumbs.map((c, i) => (
            <li key={`${c.id}-${i}`}>
              {i > 0 ? <ChevronRightIcon size={18} /> : null}
              {i < p.crumbs.length - 1 ? (
                <button type="button" onClick={() => p.onCrumb(c.index)}>
                  {c.name}
                </button>
              ) : (
                <span aria-current="page">{p.crumbs.length > 1 || !s.showTitle ? c.name : ''}</span>
              )}
            </li>
          ))}
        </Crumbs>
      )}
      <Spacer />
      <StatusIndicator status={p.status} />
      {s.showEntitiesSelect && p.aliasChoices.length ? (
        <AliasSelect choices={p.aliasChoices} onSelect={p.onAliasSelect} />
      ) : null}
      {s.showFilters && Object.values(p.filters).some((f) => f.editable !== false) ? (
        <FiltersButton filters={p.filters} onChange={p.onFilterChange} />
      ) : null}
      {s.showDashboardTimewindow ? (
        <TimewindowControl
          value={p.timewindow}
          onChange={p.onTimewindow}
          aggregation
          timezone
          maxDatapoints={p.maxDatapoints}
          testId="dashboard-timewindow"
        />
      ) : null}
      {p.extra}
      {s.showDashboardExport ? (
        <ToolButton
          title={t('dashboard.export')}
          aria-label={t('dashboard.export')}
          onClick={p.onExport}
          data-testid="dashboard-export"
        >
          <NamedIcon name="file_download" />
        </ToolButton>
      ) : null}
      {p.canFullscreen ? (
        <ToolButton
          title={t(p.fullscreen ? 'fullscreen.exit' : 'fullscreen.expand')}
          aria-label={t(p.fullscreen ? 'fullscreen.exit' : 'fullscreen.expand')}
          onClick={p.onFullscreen}
          data-testid="dashboard-fullscreen"
        >
          {p.fullscreen ? <FullscreenExitIcon size={22} /> : <FullscreenIcon size={22} />}
        </ToolButton>
      ) : null}
    </Bar>
  );
}

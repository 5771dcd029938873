/**
 * cards.qr_code (`qrCodeTextPattern` or `qrCodeTextFunction(data)` in the sandbox, drawn as SVG by our encoder),
 * date.date_range_navigator (sets the dashboard's fixed history window: interval `initialInterval`, step
 * `stepSize`, previous / next, date inputs; hidePicker / hideInterval / hideStepSize / hideLabels) and the
 * navigation widgets (navigation_cards: the places of the user's role filtered by `filterType` + `filter`;
 * navigation_card: `name` (`{i18n:key}`), `icon`, `path`).
 */
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { ActionIcon } from '../common/action-buttons';
import { strSetting } from '../common/format';
import { fillPattern, rowVariables } from '../common/pattern';
import { encodeQr } from '../common/qr-encoder';
import { callSafely, NoData, useUserFunction } from '../common/widget-ui';
import type { WidgetProps } from '../widget-contract';
import { navigateRange, rangeFor, type RangeInterval } from './date-range';

export function QrCodeWidget({ data, settings, width, height }: WidgetProps) {
  const useFn = settings.useQrCodeTextFunction === true;
  const fn = useUserFunction(strSetting(settings.qrCodeTextFunction), ['data'], useFn);
  const vars = rowVariables(data[0]);
  const text = useFn
    ? String(
        callSafely(
          fn,
          '',
          data.map((d) => Object.fromEntries(Object.entries(rowVariables(d)).map(([k, v]) => [k, v.value]))),
        ),
      )
    : fillPattern(strSetting(settings.qrCodeTextPattern, '${entityName}'), vars);
  const matrix = useMemo(() => {
    try {
      return text ? encodeQr(text) : null;
    } catch {
      return null;
    }
  }, [text]);
  if (!matrix) return <NoData />;
  const n = matrix.length + 8;
  const size = Math.max(40, Math.min(width, height));
  let d = '';
  matrix.forEach((row, y) => row.forEach((dark, x) => dark && (d += `M${x + 4} ${y + 4}h1v1h-1z`)));
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%' }}>
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${n} ${n}`}
        shapeRendering="crispEdges"
        role="img"
        aria-label={text}
        data-testid="qr-code"
        data-text={text}
      >
        <rect width={n} height={n} fill="#fff" />
        <path d={d} fill="#000" />
      </svg>
    </div>
  );
}

const Nav = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  height: 100%;
  font-size: 13px;
  & .row {
    display: flex;
    align-items: center;
    gap: 6px;
    flex-wrap: wrap;
  }
  & button {
    font: inherit;
    color: inherit;
    background: transparent;
    border: 1px solid var(--iot-color-divider, rgba(0, 0, 0, 0.12));
    border-radius: 4px;
    padding: 4px 8px;
    cursor: pointer;
  }
  & select,
  & input {
    font: inherit;
    color: inherit;
    background: transparent;
    border: 1px solid var(--iot-color-divider, rgba(0, 0, 0, 0.12));
    border-radius: 4px;
    padding: 4px;
  }
  & .range {
    font-weight: 500;
    flex: 1;
    text-align: center;
  }
`;

const INTERVALS: RangeInterval[] = ['hour', 'day', 'week', 'twoWeeks', 'month', 'threeMonths', 'sixMonths'];
const dateText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function DateRangeNavigatorWidget({ settings, services }: WidgetProps) {
  const { t } = useTranslation();
  const [interval, setInterval] = useState<RangeInterval>(
    () => strSetting(settings.initialInterval ?? settings.defaultInterval, 'week') as RangeInterval,
  );
  const [step, setStep] = useState<RangeInterval>(() => strSetting(settings.stepSize, 'day') as RangeInterval);
  const [range, setRange] = useState(() => rangeFor(interval, Date.now(), Number(settings.firstDayOfWeek ?? 1)));
  const apply = (r: { start: number; end: number }) => {
    setRange(r);
    services.setTimewindow(
      { selectedTab: 1, history: { historyType: 1, fixedTimewindow: { startTimeMs: r.start, endTimeMs: r.end } } },
      'dashboard',
    );
  };
  return (
    <Nav data-testid="date-range-navigator">
      {settings.hideInterval !== true || settings.hideStepSize !== true ? (
        <div className="row">
          {settings.hideInterval !== true ? (
            <label>
              {settings.hideLabels === true ? null : `${t('widget.date-range-interval')} `}
              <select
                value={interval}
                onChange={(e) => {
                  const v = e.target.value as RangeInterval;
                  setInterval(v);
                  apply(rangeFor(v, range.end, Number(settings.firstDayOfWeek ?? 1)));
                }}
              >
                {INTERVALS.map((i) => (
                  <option key={i} value={i}>
                    {t(`widget.range-${i.toLowerCase()}`)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {settings.hideStepSize !== true ? (
            <label>
              {settings.hideLabels === true ? null : `${t('widget.date-range-step')} `}
              <select value={step} onChange={(e) => setStep(e.target.value as RangeInterval)}>
                {INTERVALS.map((i) => (
                  <option key={i} value={i}>
                    {t(`widget.range-${i.toLowerCase()}`)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
      ) : null}
      <div className="row">
        <button
          type="button"
          aria-label={t('widget.previous-range')}
          onClick={() => apply(navigateRange(range, step, -1))}
          data-testid="range-prev"
        >
          ‹
        </button>
        <span className="range" data-testid="range-label">
          {dateText(range.start)} – {dateText(range.end)}
        </span>
        <button
          type="button"
          aria-label={t('widget.next-range')}
          onClick={() => apply(navigateRange(range, step, 1))}
          data-testid="range-next"
        >
          ›
        </button>
      </div>
      {settings.hidePicker !== true ? (
        <div className="row">
          <input
            type="date"
            aria-label={t('widget.range-from')}
            value={dateText(range.start)}
            onChange={(e) =>
              e.target.valueAsNumber &&
              apply({ start: e.target.valueAsNumber, end: Math.max(range.end, e.target.valueAsNumber + 1000) })
            }
          />
          <input
            type="date"
            aria-label={t('widget.range-to')}
            value={dateText(range.end)}
            onChange={(e) =>
              e.target.valueAsNumber &&
              apply({ start: Math.min(range.start, e.target.valueAsNumber), end: e.target.valueAsNumber + 86_399_999 })
            }
          />
        </div>
      ) : null}
    </Nav>
  );
}

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(110px, 1fr));
  gap: 8px;
  height: 100%;
  overflow: auto;
  align-content: start;
  & button {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 6px;
    min-height: 90px;
    font: inherit;
    color: inherit;
    background: color-mix(in srgb, currentColor 5%, transparent);
    border: 0;
    border-radius: 4px;
    cursor: pointer;
  }
  & button:hover {
    background: color-mix(in srgb, var(--iot-color-primary, #305680) 12%, transparent);
  }
`;

/** Places the navigation cards offer per role (the console's menu places). */
const PLACES: { path: string; icon: string; key: string; roles: string[] }[] = [
  { path: '/devices', icon: 'devices_other', key: 'device.devices', roles: ['TENANT_ADMIN', 'CUSTOMER_USER'] },
  { path: '/assets', icon: 'dashboard', key: 'asset.assets', roles: ['TENANT_ADMIN', 'CUSTOMER_USER'] },
  {
    path: '/entityViews',
    icon: 'dashboard',
    key: 'entity-view.entity-views',
    roles: ['TENANT_ADMIN', 'CUSTOMER_USER'],
  },
  { path: '/customers', icon: 'people', key: 'customer.customers', roles: ['TENANT_ADMIN'] },
  { path: '/ruleChains', icon: 'settings', key: 'rulechain.rulechains', roles: ['TENANT_ADMIN'] },
  { path: '/dashboards', icon: 'dashboard', key: 'dashboard.dashboards', roles: ['TENANT_ADMIN', 'CUSTOMER_USER'] },
  {
    path: '/widgets-bundles',
    icon: 'insert_chart',
    key: 'widget.widget-library',
    roles: ['SYS_ADMIN', 'TENANT_ADMIN'],
  },
  { path: '/deviceProfiles', icon: 'settings', key: 'device-profile.device-profiles', roles: ['TENANT_ADMIN'] },
  { path: '/otaUpdates', icon: 'cloud', key: 'ota-update.ota-updates', roles: ['TENANT_ADMIN'] },
  { path: '/auditLogs', icon: 'view_list', key: 'audit-log.audit-logs', roles: ['TENANT_ADMIN'] },
  { path: '/tenants', icon: 'people', key: 'tenant.tenants', roles: ['SYS_ADMIN'] },
];

function cardLabel(name: string, t: (k: string) => string): string {
  const m = /^\{i18n:([^}]+)\}$/.exec(name.trim());
  return m ? t(m[1]!) : name;
}

export function NavigationCardsWidget({ settings, services }: WidgetProps) {
  const { t } = useTranslation();
  const filter = Array.isArray(settings.filter) ? (settings.filter as string[]) : [];
  const mode = strSetting(settings.filterType, 'all');
  const places = PLACES.filter((p) => !services.userAuthority || p.roles.includes(services.userAuthority)).filter(
    (p) => (mode === 'include' ? filter.includes(p.path) : mode === 'exclude' ? !filter.includes(p.path) : true),
  );
  if (places.length === 0) return <NoData />;
  return (
    <Cards data-testid="navigation-cards">
      {places.map((p) => (
        <button key={p.path} type="button" onClick={() => services.navigate(p.path)}>
          <ActionIcon name={p.icon} size={32} />
          {t(p.key)}
        </button>
      ))}
    </Cards>
  );
}

export function NavigationCardWidget({ settings, services }: WidgetProps) {
  const { t } = useTranslation();
  const path = strSetting(settings.path, '/home');
  return (
    <Cards data-testid="navigation-card" style={{ gridTemplateColumns: '1fr' }}>
      <button type="button" onClick={() => services.navigate(path)} style={{ height: '100%' }}>
        <ActionIcon name={strSetting(settings.icon, 'dashboard')} size={36} />
        {cardLabel(strSetting(settings.name), t)}
      </button>
    </Cards>
  );
}

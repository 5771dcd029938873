/**
 * One widget on the grid: its subscription (rebuilt when the state/aliases/filters change, windows re-sent when
 * the timewindow changes), its per-frame store, the container of ThingsBoard's widget config (background, colour,
 * padding, shadow, title with icon and tooltip, header action buttons, widget timewindow, fullscreen) and the
 * widget body inside its error boundary.
 */
import { memo, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ProgressBar } from '../../../ui/progress-bar/progress-bar';
import type { WidgetDataPage, WidgetEntity, WidgetServices } from '../../../widgets/widget-contract';
import type { DashboardWidget } from '../model/widget-config';
import { useRuntime, type RuntimeContextValue } from './runtime-context';
import { WidgetBody } from './widget-boundary';
import { WidgetFrame } from './widget-frame';
import { emptySnapshot, WidgetSubscription, type SubscriptionEnv, type WidgetSnapshot } from './widget-subscription';
import { WidgetStore } from './widget-store';

function useContentSize(ref: React.RefObject<HTMLDivElement | null>) {
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

function widgetServices(
  rt: RuntimeContextValue,
  widget: DashboardWidget,
  target: WidgetEntity | null,
  headerSlot: HTMLElement | null,
): WidgetServices {
  const ds = rt.dataSource;
  return {
    action: (sourceId, entity, extra) => rt.runAction({ widget, sourceId, entity: entity ?? null, ...extra }),
    actionsFor: (sourceId) => widget.config.actions[sourceId] ?? [],
    rpc: async (req) => {
      const deviceId = req.deviceId ?? target?.id;
      if (!deviceId) throw new Error('No target device');
      return ds.rpc(deviceId, req.oneway, {
        method: req.method,
        params: req.params,
        timeout: req.timeout,
        persistent: req.persistent,
      });
    },
    saveAttributes: (entity, scope, values) => ds.saveAttributes(entity.entityType, entity.id, scope, values),
    saveTimeseries: (entity, values) => ds.saveTimeseries(entity.entityType, entity.id, values),
    ackAlarm: (id) => ds.ackAlarm(id),
    clearAlarm: (id) => ds.clearAlarm(id),
    setTimewindow: (tw, scope) =>
      scope === 'dashboard' ? rt.setDashboardTimewindow(tw) : rt.setWidgetTimewindow(widget, tw),
    userAuthority: rt.userAuthority,
    navigate: (path) => rt.navigate(path),
    notify: (message, type) => rt.notify(message, type),
    claimDevice: (name, secret) => ds.claimDevice(name, secret),
    relatedEntities: async (entity, opts = {}) => {
      const page = await ds.findEntities({
        entityFilter: {
          type: 'relationsQuery',
          rootEntity: { entityType: entity.entityType, id: entity.id },
          direction: opts.direction ?? 'FROM',
          filters:
            opts.entityTypes || opts.relationType
              ? [{ relationType: opts.relationType ?? 'Contains', entityTypes: opts.entityTypes ?? [] }]
              : [],
          maxLevel: 1,
          fetchLastLevelOnly: false,
        },
        pageLink: {
          page: 0,
          pageSize: 1024,
          sortOrder: { key: { type: 'ENTITY_FIELD', key: 'name' }, direction: 'ASC' },
        },
        entityFields: [
          { type: 'ENTITY_FIELD', key: 'name' },
          { type: 'ENTITY_FIELD', key: 'label' },
        ],
      });
      return page.data.map((r) => ({
        id: r.entityId.id,
        entityType: r.entityId.entityType,
        name: r.latest.ENTITY_FIELD?.name?.value ?? r.entityId.id,
        label: r.latest.ENTITY_FIELD?.label?.value ?? '',
      }));
    },
    readAttributes: (entity, scope, keys) => ds.getAttributes(entity.entityType, entity.id, scope, keys),
    readLatestTelemetry: (entity, keys) => ds.getLatestTimeseries(entity.entityType, entity.id, keys),
    searchEntities: async (entityType, text, subtype) => {
      const filter =
        subtype && entityType === 'DEVICE'
          ? { type: 'deviceType' as const, deviceType: subtype, deviceNameFilter: '' }
          : subtype && entityType === 'ASSET'
            ? { type: 'assetType' as const, assetType: subtype, assetNameFilter: '' }
            : { type: 'entityType' as const, entityType };
      const page = await ds.findEntities({
        entityFilter: filter,
        pageLink: {
          page: 0,
          pageSize: 100,
          textSearch: text || null,
          sortOrder: { key: { type: 'ENTITY_FIELD', key: 'name' }, direction: 'ASC' },
        },
        entityFields: [
          { type: 'ENTITY_FIELD', key: 'name' },
          { type: 'ENTITY_FIELD', key: 'label' },
        ],
      });
      return page.data.map((r) => ({
        id: r.entityId.id,
        entityType: r.entityId.entityType,
        name: r.latest.ENTITY_FIELD?.name?.value ?? r.entityId.id,
        label: r.latest.ENTITY_FIELD?.label?.value ?? '',
      }));
    },
    targetDevice: target,
    mapTileUrl: rt.mapTileUrl,
    headerSlot,
  };
}

export interface WidgetHostProps {
  widget: DashboardWidget;
  width: number;
  height: number;
}

function WidgetHostImpl({ widget }: WidgetHostProps) {
  const rt = useRuntime();
  const { t } = useTranslation();
  // A subscription started from the dashboard JSON comes with its store, often already holding the first data.
  const [early] = useState(() => rt.takeEarly?.(widget) ?? null);
  const [store] = useState(() => early?.store ?? new WidgetStore<WidgetSnapshot>(emptySnapshot(), rt.scheduler));
  const adoptable = useRef(early?.subscription ?? null);
  const sub = useRef<WidgetSubscription | null>(null);
  const rtRef = useRef(rt);
  rtRef.current = rt;
  useEffect(() => {
    const env: SubscriptionEnv = {
      dataSource: rt.dataSource,
      resolveAlias: (id) => rtRef.current.resolveAlias(id),
      keyFilters: (id) => rtRef.current.keyFilters(id),
      timewindow: () => rtRef.current.timewindowOf(widget),
      serverOffset: () => rtRef.current.serverOffset(),
      now: () => Date.now(),
    };
    const s = adoptable.current ?? new WidgetSubscription(widget, env, store);
    sub.current = s;
    if (adoptable.current) s.adopt(env);
    else s.start();
    adoptable.current = null;
    const untick = rt.onTick(() => s.tick());
    return () => {
      untick();
      s.stop();
      sub.current = null;
    };
  }, [widget, rt.envVersion, rt.dataSource, store]);
  const widgetTw = rt.timewindowOf(widget);
  // A new timewindow re-sends the windows (not on mount: the subscription has just started with the current one).
  const windowSeen = useRef(false);
  useEffect(() => {
    if (windowSeen.current) sub.current?.refreshWindow();
    windowSeen.current = true;
  }, [rt.timewindowVersion, widgetTw]);

  const snap = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = content.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => store.setVisible(entries.some((e) => e.isIntersecting)), {
      rootMargin: '200px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, [store]);
  const size = useContentSize(content);
  const [headerSlot, setHeaderSlot] = useState<HTMLElement | null>(null);
  const services = useMemo(
    () => widgetServices(rt, widget, snap.targetDevice, headerSlot),
    [rt, widget, snap.targetDevice, headerSlot],
  );
  const page = snap.page;
  const dataPage = useMemo<WidgetDataPage | null>(
    () => (page ? { ...page, change: (request) => sub.current?.changePage(request) } : null),
    // A new snapshot copies the page: it is the same page while its request and total are.
    [page?.request, page?.totalElements],
  );
  const typeId = `${widget.bundleAlias}.${widget.typeAlias}`;
  return (
    <WidgetFrame
      widget={widget}
      theme={rt.theme}
      services={services}
      data={snap.data}
      loaded={snap.loaded}
      contentRef={content}
      headerSlotRef={setHeaderSlot}
    >
      {size.width > 0 && size.height > 0 ? (
        <WidgetBody
          fallback={<ProgressBar label={t('common.loading')} />}
          isSystemType={widget.isSystemType}
          props={{
            widgetId: widget.id,
            typeId,
            kind: widget.type,
            config: widget.config,
            settings: widget.config.settings,
            data: snap.data,
            alarms: snap.alarms,
            timeRange: snap.timeRange,
            width: size.width,
            height: size.height,
            theme: rt.theme,
            services,
            dataPage,
          }}
        />
      ) : null}
    </WidgetFrame>
  );
}

export const WidgetHost = memo(WidgetHostImpl);

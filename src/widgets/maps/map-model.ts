/**
 * Map widget data (maps_v2 settings names): one marker per datasource entity at `latKeyName`/`lngKeyName` (or
 * `xPosKeyName`/`yPosKeyName` 0..1 on an image map), its label and tooltip patterns, colour and image; routes from
 * the history of the position keys. Pure.
 */
import { toNumber } from '../common/format';
import { rowVariables } from '../common/pattern';
import type { DatasourceData, KeyData } from '../widget-contract';

export interface MapSettings {
  latKeyName: string;
  lngKeyName: string;
  xPosKeyName: string;
  yPosKeyName: string;
  image: boolean;
  showLabel: boolean;
  label: string;
  showTooltip: boolean;
  tooltipPattern: string;
  tooltipAction: 'click' | 'hover';
  color: string;
  markerImages: string[];
  markerImageSize: number;
  fitMapBounds: boolean;
  defaultZoomLevel: number | null;
  defaultCenter: [number, number];
  draggable: boolean;
  strokeWeight: number;
  strokeOpacity: number;
  mapImageUrl: string;
  disableScrollZooming: boolean;
  disableZoomControl: boolean;
}

type Obj = Record<string, unknown>;
const s = (v: unknown, d: string) => (typeof v === 'string' && v !== '' ? v : d);
const n = (v: unknown, d: number) => toNumber(v) ?? d;

export function mapSettings(raw: Obj, typeId: string): MapSettings {
  const image = typeId.endsWith('image_map');
  const center = s(raw.defaultCenterPosition, '0,0')
    .split(',')
    .map((x) => Number(x.trim()));
  return {
    latKeyName: s(raw.latKeyName, 'latitude'),
    lngKeyName: s(raw.lngKeyName, 'longitude'),
    xPosKeyName: s(raw.xPosKeyName, 'xPos'),
    yPosKeyName: s(raw.yPosKeyName, 'yPos'),
    image,
    showLabel: raw.showLabel !== false,
    label: s(raw.label, '${entityName}'),
    showTooltip: raw.showTooltip !== false,
    tooltipPattern: s(raw.tooltipPattern, '<b>${entityName}</b>'),
    tooltipAction: raw.showTooltipAction === 'hover' ? 'hover' : 'click',
    color: s(raw.color, '#fe7569'),
    markerImages: Array.isArray(raw.markerImages)
      ? (raw.markerImages as string[]).filter((x) => typeof x === 'string')
      : [],
    markerImageSize: n(raw.markerImageSize, 34),
    fitMapBounds: raw.fitMapBounds !== false,
    defaultZoomLevel:
      raw.defaultZoomLevel === undefined || raw.defaultZoomLevel === null || raw.defaultZoomLevel === ''
        ? null
        : n(raw.defaultZoomLevel, 5),
    defaultCenter: [Number.isFinite(center[0]) ? center[0]! : 0, Number.isFinite(center[1]) ? center[1]! : 0],
    draggable: raw.draggableMarker === true || typeId.startsWith('input_widgets.markers_placement'),
    strokeWeight: n(raw.strokeWeight, 2),
    strokeOpacity: n(raw.strokeOpacity, 1),
    mapImageUrl: s(raw.mapImageUrl, ''),
    disableScrollZooming: raw.disableScrollZooming === true,
    disableZoomControl: raw.disableZoomControl === true,
  };
}

function keyOf(d: DatasourceData, name: string): KeyData | undefined {
  return d.keys.find((k) => k.key.name === name) ?? d.keys.find((k) => k.key.label === name);
}

function last(kd: KeyData | undefined): number | null {
  return kd && kd.values.length ? toNumber(kd.values[kd.values.length - 1]) : null;
}

export interface MapMarker {
  key: string;
  datasource: DatasourceData;
  index: number;
  /** [lat, lng] on geo maps; [y, x] in image units (0..1) on image maps. */
  position: [number, number] | null;
  vars: ReturnType<typeof rowVariables>;
  route: [number, number][];
  routeTimes: number[];
}

/** Markers (and routes) of every datasource row. */
export function mapMarkers(data: readonly DatasourceData[], st: MapSettings): MapMarker[] {
  return data.map((d, i) => {
    const a = keyOf(d, st.image ? st.yPosKeyName : st.latKeyName);
    const b = keyOf(d, st.image ? st.xPosKeyName : st.lngKeyName);
    const y = last(a);
    const x = last(b);
    const route: [number, number][] = [];
    const routeTimes: number[] = [];
    if (a && b) {
      const byTs = new Map<number, number>();
      b.ts.forEach((t, j) => {
        const v = toNumber(b.values[j]);
        if (v !== null) byTs.set(t, v);
      });
      a.ts.forEach((t, j) => {
        const v = toNumber(a.values[j]);
        const w = byTs.get(t);
        if (v !== null && w !== undefined) {
          route.push([v, w]);
          routeTimes.push(t);
        }
      });
    }
    return {
      key: `${d.index}:${d.entity?.id ?? i}`,
      datasource: d,
      index: i,
      position: y !== null && x !== null ? [y, x] : null,
      vars: rowVariables(d),
      route,
      routeTimes,
    };
  });
}

/** The marker image for a row: the settings' list indexed by the row, else none (a coloured pin is drawn). */
export function markerImage(st: MapSettings, index: number): string | null {
  return st.markerImages.length ? (st.markerImages[Math.min(index, st.markerImages.length - 1)] ?? null) : null;
}

/** Inline SVG pin in a colour (the default marker; nothing is fetched). */
export function pinSvg(color: string): string {
  const c = color.replace(/[^#a-zA-Z0-9(),. %]/g, '');
  return `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 36"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z" fill="${c}" stroke="rgba(0,0,0,.35)"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>`)}`;
}

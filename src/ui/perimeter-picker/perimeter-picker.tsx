/**
 * Draws a geofencing perimeter on a map and edits it by pointing: with a polygon, each click adds a vertex (the
 * `[[lat, lon], …]` text stays the source of truth); with a circle, a click moves the centre. Tiles come only from
 * the page's `<meta name="iot-map-tile-url">` template; without one the map is a plain grid.
 */
import * as L from 'leaflet/dist/leaflet-src.esm.js';
import leafletCss from 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { Button } from '../button/button';
import { v } from '../theme/tokens';

const KM: Record<string, number> = { METER: 1000, KILOMETER: 1, FOOT: 3280.84, MILE: 0.62137, NAUTICAL_MILE: 0.539957 };

export interface PerimeterPickerProps {
  type: 'POLYGON' | 'CIRCLE';
  /** Polygon definition text. */
  polygon: string;
  center: { lat: number; lon: number } | null;
  range: number | null;
  rangeUnit: string | null;
  onPolygon(definition: string): void;
  onCenter(lat: number, lon: number): void;
  testId?: string;
}

const Box = styled.div`
  margin: 0 0 12px;
  .map {
    height: 220px;
    border: 1px solid ${v('color-divider')};
    border-radius: 4px;
    background-color: ${v('color-surface')};
    background-image: linear-gradient(${v('color-divider')} 1px, transparent 1px), linear-gradient(90deg, ${v('color-divider')} 1px, transparent 1px);
    background-size: 32px 32px;
  }
  .leaflet-container {
    font: inherit;
  }
  p {
    margin: 4px 12px;
    font-size: 12px;
    color: ${v('color-text-secondary')};
  }
`;

/** The points of the first polygon of a definition (empty when it does not parse). */
export function polygonPoints(definition: string): [number, number][] {
  try {
    const raw: unknown = JSON.parse(definition);
    const first = Array.isArray(raw) && Array.isArray(raw[0]) && Array.isArray(raw[0][0]) ? raw[0] : raw;
    return Array.isArray(first)
      ? first.filter(
          (p): p is [number, number] => Array.isArray(p) && typeof p[0] === 'number' && typeof p[1] === 'number',
        )
      : [];
  } catch {
    return [];
  }
}

function tileUrl(): string | null {
  return document.querySelector<HTMLMetaElement>('meta[name="iot-map-tile-url"]')?.content || null;
}

export function PerimeterPicker({
  type,
  polygon,
  center,
  range,
  rangeUnit,
  onPolygon,
  onCenter,
  testId,
}: PerimeterPickerProps) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const click = useRef<(ll: L.LatLng) => void>(() => {});
  const points = polygonPoints(polygon);
  click.current = (ll) => {
    const p: [number, number] = [Number(ll.lat.toFixed(6)), Number(ll.lng.toFixed(6))];
    if (type === 'POLYGON') onPolygon(JSON.stringify([...points, p]));
    else onCenter(p[0], p[1]);
  };

  useEffect(() => {
    if (!host.current) return undefined;
    // Zooms are not animated: Leaflet ends an animated zoom on a timer that throws once the map is removed (the
    // details panel switching nodes or closing within that time).
    const m = L.map(host.current, { attributionControl: false, zoomControl: true, zoomAnimation: false }).setView(
      [50.45, 30.52],
      10,
    );
    const url = tileUrl();
    if (url) L.tileLayer(url, { maxZoom: 19 }).addTo(m);
    layer.current = L.layerGroup().addTo(m);
    m.on('click', (e: L.LeafletMouseEvent) => click.current(e.latlng));
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    const m = map.current;
    const g = layer.current;
    if (!m || !g) return;
    g.clearLayers();
    if (type === 'POLYGON' && points.length > 0) {
      const shape =
        points.length >= 3 ? L.polygon(points, { color: '#305680' }) : L.polyline(points, { color: '#305680' });
      shape.addTo(g);
      m.fitBounds(shape.getBounds(), { maxZoom: 15, padding: [16, 16] });
    }
    if (type === 'CIRCLE' && center && Number.isFinite(center.lat) && Number.isFinite(center.lon)) {
      const meters = range && rangeUnit && KM[rangeUnit] ? (range / KM[rangeUnit]) * 1000 : 0;
      const c = L.circle([center.lat, center.lon], { radius: Math.max(meters, 1), color: '#305680' }).addTo(g);
      m.fitBounds(c.getBounds(), { maxZoom: 15, padding: [16, 16] });
    }
  }, [type, polygon, center?.lat, center?.lon, range, rangeUnit]);

  return (
    <Box data-testid={testId}>
      <style>{leafletCss}</style>
      <div className="map" ref={host} role="application" aria-label={t('perimeter-picker.map')} />
      <p>{type === 'POLYGON' ? t('perimeter-picker.polygon-hint') : t('perimeter-picker.circle-hint')}</p>
      {type === 'POLYGON' && points.length > 0 ? (
        <Button $variant="text" onClick={() => onPolygon('')} data-testid="perimeter-clear">
          {t('perimeter-picker.clear')}
        </Button>
      ) : null}
    </Box>
  );
}

/**
 * Maps on Leaflet (maps_v2.* and input_widgets.markers_placement_*): markers with labels, HTML tooltips (sanitised;
 * `<link-act name>` links run the `tooltipAction` action, `delete` removes a placed location), `markerClick`,
 * dragging in the placement widgets (saves the position attributes), routes for the route maps and a playback bar
 * for the trip animation. Tiles come from the configured URL template only; without one (or offline) the map is a
 * plain background with the markers — nothing is fetched from a CDN. Image maps use the configured image.
 */
import * as L from 'leaflet/dist/leaflet-src.esm.js';
import leafletCss from 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { fillPattern } from '../common/pattern';
import { sanitizeHtml } from '../common/sanitize';
import type { WidgetProps } from '../widget-contract';
import { mapMarkers, mapSettings, markerImage, pinSvg, type MapMarker, type MapSettings } from './map-model';
import { PlaybackBar } from './playback-bar';

const LeafletStyles = createGlobalStyle`
  ${leafletCss}
  .iot-map .leaflet-container { font: inherit; background: transparent; }
  .iot-map-label { background: rgba(255,255,255,.9); border: 0; box-shadow: 0 1px 3px rgba(0,0,0,.3); font-weight: 500; padding: 1px 6px; color: #222; }
  .iot-map-label::before { display: none; }
  .iot-map .leaflet-popup-content { margin: 10px 12px; font-size: 13px; line-height: 1.4; }
  .iot-map link-act { color: #1565c0; text-decoration: underline; cursor: pointer; }
`;

const Box = styled.div<{ $plain: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  & .map {
    flex: 1 1 auto;
    min-height: 0;
    ${(p) =>
      p.$plain
        ? `background-color: var(--iot-color-surface-2, #f5f7fa);
           background-image: linear-gradient(var(--iot-color-divider, rgba(0,0,0,.08)) 1px, transparent 1px),
             linear-gradient(90deg, var(--iot-color-divider, rgba(0,0,0,.08)) 1px, transparent 1px);
           background-size: 32px 32px;`
        : ''}
  }
`;

type Mode = 'markers' | 'placement' | 'route' | 'trip';

function icon(st: MapSettings, m: MapMarker): L.Icon {
  const src = markerImage(st, m.index) ?? pinSvg(st.color);
  const size = st.markerImageSize;
  return L.icon({
    iconUrl: src,
    iconSize: [size, size],
    iconAnchor: [size / 2, size],
    popupAnchor: [0, -size],
    tooltipAnchor: [0, -size],
  });
}

function useImageBounds(url: string, enabled: boolean): L.LatLngBoundsExpression | null {
  const [bounds, setBounds] = useState<L.LatLngBoundsExpression | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const img = new Image();
    img.onload = () =>
      setBounds([
        [(-(img.naturalHeight || 600) / (img.naturalWidth || 800)) * 1000, 0],
        [0, 1000],
      ]);
    img.onerror = () =>
      setBounds([
        [-600, 0],
        [0, 1000],
      ]);
    img.src = url || pinSvg('#ccc');
  }, [url, enabled]);
  return enabled ? bounds : null;
}

function toLatLng(st: MapSettings, p: [number, number], bounds: L.LatLngBoundsExpression | null): L.LatLngExpression {
  if (!st.image || !bounds) return p;
  const [[south], [, east]] = bounds as [[number, number], [number, number]];
  return [p[0] * south, p[1] * east];
}

/** What a marker's handlers need: the settings, the widget mode, the image bounds and the widget services. */
type MarkerContext = {
  st: MapSettings;
  mode: Mode;
  imageBounds: L.LatLngBoundsExpression | null;
  services: WidgetProps['services'];
};

/** The Leaflet map on `host` (image overlay or tiles), rebuilt when its settings, tiles or image bounds change. */
function useLeafletMap(
  host: RefObject<HTMLDivElement | null>,
  st: MapSettings,
  tileUrl: string | undefined,
  imageBounds: L.LatLngBoundsExpression | null,
) {
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const fitted = useRef(false);
  useEffect(() => {
    if (!host.current || (st.image && !imageBounds)) return;
    const m = L.map(host.current, {
      crs: st.image ? L.CRS.Simple : L.CRS.EPSG3857,
      zoomControl: !st.disableZoomControl,
      scrollWheelZoom: !st.disableScrollZooming,
      attributionControl: false,
      minZoom: st.image ? -3 : 1,
    });
    if (st.image && imageBounds) {
      L.imageOverlay(st.mapImageUrl || pinSvg('#ccc'), imageBounds).addTo(m);
      m.fitBounds(imageBounds);
    } else {
      m.setView(st.defaultCenter, st.defaultZoomLevel ?? 2);
      if (tileUrl) {
        const tiles = L.tileLayer(tileUrl, { maxZoom: 19 });
        // Offline or blocked: drop the tiles and keep the plain background with the markers.
        tiles.once('tileerror', () => m.removeLayer(tiles));
        tiles.addTo(m);
      }
    }
    layer.current = L.layerGroup().addTo(m);
    map.current = m;
    fitted.current = false;
    return () => {
      m.remove();
      map.current = null;
      layer.current = null;
    };
  }, [host, st, tileUrl, imageBounds]);
  return { map, layer, fitted };
}

/** The popup's `<link-act>` links: run `tooltipAction`; `delete` in the placement widgets clears the position. */
function bindTooltipActions(marker: L.Marker, mk: MapMarker, { st, mode, services }: MarkerContext) {
  marker.on('popupopen', (e: L.PopupEvent) => {
    e.popup
      .getElement()
      ?.querySelectorAll('link-act')
      .forEach((a) =>
        a.addEventListener('click', () => {
          const name = a.getAttribute('name') ?? '';
          const entity = mk.datasource.entity;
          if (mode === 'placement' && name === 'delete' && entity) {
            void services.saveAttributes(
              entity,
              'SERVER_SCOPE',
              st.image
                ? { [st.xPosKeyName]: null, [st.yPosKeyName]: null }
                : { [st.latKeyName]: null, [st.lngKeyName]: null },
            );
          }
          services.action('tooltipAction', entity, { actionName: name });
          marker.closePopup();
        }),
      );
  });
}

/** A dragged marker saves its position: x / y as fractions of the image, or latitude / longitude. */
function bindDragSave(marker: L.Marker, mk: MapMarker, { st, imageBounds, services }: MarkerContext) {
  marker.on('dragend', () => {
    const entity = mk.datasource.entity;
    if (!entity) return;
    const p = marker.getLatLng();
    if (st.image && imageBounds) {
      const [[south], [, east]] = imageBounds as [[number, number], [number, number]];
      void services.saveAttributes(entity, 'SERVER_SCOPE', {
        [st.xPosKeyName]: +(p.lng / east).toFixed(6),
        [st.yPosKeyName]: +(p.lat / south).toFixed(6),
      });
    } else
      void services.saveAttributes(entity, 'SERVER_SCOPE', {
        [st.latKeyName]: +p.lat.toFixed(7),
        [st.lngKeyName]: +p.lng.toFixed(7),
      });
  });
}

/** One entity's marker at `ll` with its label, tooltip popup, `markerClick` action and drag handling. */
function createMarker(mk: MapMarker, ll: L.LatLngExpression, ctx: MarkerContext): L.Marker {
  const { st, mode, services } = ctx;
  const marker = L.marker(ll, {
    icon: icon(st, mk),
    draggable: mode === 'placement',
    title: mk.datasource.entity?.name ?? mk.datasource.name,
  });
  if (st.showLabel)
    marker.bindTooltip(fillPattern(st.label, mk.vars), {
      permanent: true,
      direction: 'top',
      className: 'iot-map-label',
    });
  if (st.showTooltip) {
    const html = sanitizeHtml(fillPattern(st.tooltipPattern, mk.vars, { escape: true }));
    marker.bindPopup(html);
    if (st.tooltipAction === 'hover') marker.on('mouseover', () => marker.openPopup());
    bindTooltipActions(marker, mk, ctx);
  }
  marker.on('click', () => services.action('markerClick', mk.datasource.entity));
  bindDragSave(marker, mk, ctx);
  return marker;
}

/** The trip animation's position at `time`: the last route point reached (the end when time is unset). */
function tripPosition(mk: MapMarker, time: number): [number, number] | undefined {
  let j = mk.routeTimes.findIndex((t) => t > (time || Infinity));
  j = j < 0 ? mk.route.length - 1 : Math.max(0, j - 1);
  return mk.route[j];
}

function MapView({ props, mode }: { props: WidgetProps; mode: Mode }) {
  const { data, settings, services, typeId, width, height } = props;
  const st = useMemo(() => mapSettings(settings, typeId), [settings, typeId]);
  const host = useRef<HTMLDivElement>(null);
  const imageBounds = useImageBounds(st.mapImageUrl, st.image);
  const [time, setTime] = useState(0);
  const markers = useMemo(() => mapMarkers(data, st), [data, st]);
  const tileUrl = services.mapTileUrl;
  const times = useMemo(() => [...new Set(markers.flatMap((m) => m.routeTimes))].sort((a, b) => a - b), [markers]);
  const { map, layer, fitted } = useLeafletMap(host, st, tileUrl, imageBounds);

  useEffect(() => {
    map.current?.invalidateSize();
  }, [map, width, height]);

  useEffect(() => {
    const m = map.current;
    const group = layer.current;
    if (!m || !group) return;
    group.clearLayers();
    const points: L.LatLngExpression[] = [];
    const ctx: MarkerContext = { st, mode, imageBounds, services };
    for (const mk of markers) {
      let pos = mk.position;
      if (mode === 'route' || mode === 'trip') {
        const path = mk.route.map((p) => toLatLng(st, p, imageBounds));
        if (path.length > 1)
          L.polyline(path, { color: st.color, weight: st.strokeWeight, opacity: st.strokeOpacity }).addTo(group);
        points.push(...path);
        if (mode === 'trip' && mk.routeTimes.length) pos = tripPosition(mk, time) ?? pos;
      }
      if (!pos) continue;
      const ll = toLatLng(st, pos, imageBounds);
      points.push(ll);
      createMarker(mk, ll, ctx).addTo(group);
    }
    if (!fitted.current && points.length && st.fitMapBounds && !st.image) {
      fitted.current = true;
      const b = L.latLngBounds(points);
      // Without animation, as ThingsBoard fits its maps: the markers show at once, and no zoom transition is left
      // running, which would throw in Leaflet if the widget unmounted before it ended
      // (https://github.com/Leaflet/Leaflet/issues/9575).
      m.fitBounds(b.pad(0.2), { maxZoom: st.defaultZoomLevel ?? 14, animate: false });
    }
  }, [map, layer, fitted, markers, mode, st, imageBounds, time, services]);

  useEffect(() => {
    if (mode === 'trip' && times.length && (time < times[0]! || time > times[times.length - 1]!))
      setTime(times[times.length - 1]!);
  }, [mode, times, time]);

  return (
    <Box
      className="iot-map"
      $plain={!tileUrl && !st.image}
      data-testid={`map-${mode}`}
      data-markers={markers.filter((m) => m.position).length}
    >
      <LeafletStyles />
      <div className="map" ref={host} />
      {mode === 'trip' ? (
        <PlaybackBar
          min={times[0] ?? 0}
          max={times[times.length - 1] ?? 0}
          time={time}
          onTime={setTime}
          anchors={times}
        />
      ) : null}
    </Box>
  );
}

export function MapWidget(props: WidgetProps) {
  return <MapView props={props} mode="markers" />;
}

export function MarkersPlacementWidget(props: WidgetProps) {
  return <MapView props={props} mode="placement" />;
}

export function RouteMapWidget(props: WidgetProps) {
  return <MapView props={props} mode="route" />;
}

export function TripAnimationWidget(props: WidgetProps) {
  return <MapView props={props} mode="trip" />;
}

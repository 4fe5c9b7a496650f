/**
 * The results on a map (Leaflet, its own chunk, loaded only when a map is shown). With no internet it draws the
 * US state outlines shipped with the app; when the operator configures a tile server (docs/app.md, Map tiles),
 * street maps show underneath. One marker per result, linked with the list: hovering one highlights the other.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { buttonClass, cardClass } from '../ui';
import { mapTiles } from './map-config';
import type { MapBox, MapPoint } from './map-points';
import { usOutlines } from './us-outlines';

const US_BOUNDS = L.latLngBounds([24.4, -125], [49.5, -66.9]);
const COLORS = { marker: '#047857', active: '#b45309' };

interface ResultsMapProps {
  points: MapPoint[];
  activeId: string | null;
  onActivate: (id: string | null) => void;
  /** Offers "Search this area" once the person moves the map; without it the map only shows. */
  onSearchArea?: (box: MapBox) => void;
  /** The map's height. */
  size?: string;
  /** What the map shows, for screen readers; by default how many results. */
  label?: string;
}

export default function ResultsMap({
  points,
  activeId,
  onActivate,
  onSearchArea,
  size = 'h-[60vh] min-h-80 lg:h-[calc(100vh-8rem)]',
  label = `Map of ${points.length} ${points.length === 1 ? 'result' : 'results'}`,
}: ResultsMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.FeatureGroup | null>(null);
  const markers = useRef(new Map<string, L.CircleMarker>());
  const [moved, setMoved] = useState(false);
  const userMoving = useRef(false);
  const navigate = useNavigate();
  const handlers = useRef({ onActivate, navigate });
  useEffect(() => {
    handlers.current = { onActivate, navigate };
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const created = L.map(element, { zoomSnap: 0.5, attributionControl: true, maxBounds: US_BOUNDS.pad(1) });
    created.fitBounds(US_BOUNDS);
    L.geoJSON(usOutlines(), {
      style: { color: '#78716c', weight: 1, fillColor: '#f5f5f4', fillOpacity: 0.6 },
      interactive: false,
      attribution: 'State outlines: U.S. Census Bureau',
    }).addTo(created);
    let live = true;
    void mapTiles().then((tiles) => {
      if (live && tiles)
        L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(created).bringToBack();
      if (live && tiles && !userMoving.current) fitToMarkers(created, layer.current);
    });
    layer.current = L.featureGroup().addTo(created);
    // Only the person's own moves offer "Search this area", not the map fitting itself to new results.
    created.on('moveend', () => {
      if (userMoving.current) setMoved(true);
    });
    for (const type of ['pointerdown', 'wheel', 'keydown']) {
      created.getContainer().addEventListener(type, () => (userMoving.current = true), { passive: true });
    }
    map.current = created;
    // The map's box settles after the chunk's styles and the page's layout: fit the results to its real size.
    const resized = new ResizeObserver(() => {
      created.invalidateSize();
      if (!userMoving.current) fitToMarkers(created, layer.current);
    });
    resized.observe(element);
    return () => {
      live = false;
      resized.disconnect();
      created.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    const group = layer.current;
    const current = map.current;
    if (!group || !current) return;
    group.clearLayers();
    markers.current.clear();
    for (const point of points) {
      const marker = L.circleMarker([point.latitude, point.longitude], {
        radius: 7,
        color: '#fff',
        weight: 2,
        fillColor: COLORS.marker,
        fillOpacity: 0.9,
      })
        .bindTooltip(`<strong>${escapeHtml(point.name)}</strong><br>${escapeHtml(point.detail)}`)
        .on('mouseover', () => handlers.current.onActivate(point.id))
        .on('mouseout', () => handlers.current.onActivate(null))
        .on('click', () => void handlers.current.navigate(point.href));
      marker.addTo(group);
      markers.current.set(point.id, marker);
    }
    userMoving.current = false;
    setMoved(false);
    fitToMarkers(current, group);
  }, [points]);

  useEffect(() => {
    for (const [id, marker] of markers.current) {
      const active = id === activeId;
      marker.setStyle({ fillColor: active ? COLORS.active : COLORS.marker, radius: active ? 10 : 7 });
      if (active) marker.bringToFront().openTooltip();
      else marker.closeTooltip();
    }
  }, [activeId, points]);

  const searchArea = () => {
    const bounds = map.current?.getBounds();
    if (!bounds || !onSearchArea) return;
    const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
    onSearchArea({
      north: clamp(bounds.getNorth(), 90),
      south: clamp(bounds.getSouth(), 90),
      east: clamp(bounds.getEast(), 180),
      west: clamp(bounds.getWest(), 180),
    });
  };

  return (
    <div className={`${cardClass} relative overflow-hidden`}>
      <div ref={container} className={`${size} w-full`} role="region" aria-label={label} data-testid="results-map" />
      {moved && onSearchArea && (
        <div className="absolute inset-x-0 top-3 z-[1000] flex justify-center">
          <button type="button" className={`${buttonClass('primary', 'sm')} shadow-md`} onClick={searchArea}>
            Search this area
          </button>
        </div>
      )}
    </div>
  );
}

/** Shows every marker, as close as a street allows. */
function fitToMarkers(map: L.Map, markers: L.FeatureGroup | null) {
  if (!markers || markers.getLayers().length === 0) return;
  // One place over outlines alone would be a dot on a blank street-level square: show its state around it instead.
  let streets = false;
  map.eachLayer((layer) => {
    if (layer instanceof L.TileLayer) streets = true;
  });
  const single = markers.getLayers().length === 1;
  map.fitBounds(markers.getBounds().pad(0.15), { maxZoom: single && !streets ? 6 : 15, animate: false });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

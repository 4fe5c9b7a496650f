/**
 * The results on a map (Leaflet, its own chunk, loaded only when a map is shown). With no internet it draws the
 * US state outlines shipped with the app, place names and, close in, county borders (base-layers.ts); when the
 * operator configures a tile server (docs/app.md, Map tiles), street maps show underneath instead. One marker per
 * result, linked with the list: hovering one highlights the other. The person's position and the near-me radius are
 * drawn when the search is near them.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { buttonClass, cardClass } from '../ui';
import { addBaseLayers, escapeHtml, usMap } from './base-layers';
import { mapTiles } from './map-config';
import type { MapBox, MapPoint, MapPosition } from './map-points';

const COLORS = { marker: '#047857', active: '#b45309', here: '#1d4ed8' };

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
  /** The person's position and the radius searched around it (near me). */
  here?: MapPosition | null;
  /** The map area searched: the view stays where the person left it. */
  box?: MapBox | null;
  /** One place whose name and address stand beside its pin (a restaurant's own page). */
  labelled?: boolean;
}

export default function ResultsMap({
  points,
  activeId,
  onActivate,
  onSearchArea,
  size = 'h-[60vh] min-h-80 lg:h-[calc(100vh-8rem)]',
  label = `Map of ${points.length} ${points.length === 1 ? 'result' : 'results'}`,
  here: hereGiven = null,
  box: boxGiven = null,
  labelled = false,
}: ResultsMapProps) {
  // The pages read these from the URL anew each render: redraw and refit only when their values change.
  const here = useSameValue(hereGiven);
  const box = useSameValue(boxGiven);
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.FeatureGroup | null>(null);
  const hereLayer = useRef<L.FeatureGroup | null>(null);
  /** The box "Search this area" asked for: its results arrive into the view the person chose, which stays. */
  const searched = useRef<MapBox | null>(null);
  const view = useRef({ fit: () => {} });
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
    const created = usMap(element);
    let live = true;
    let removeBase: (() => void) | undefined;
    void mapTiles().then((tiles) => {
      if (!live) return;
      if (tiles) L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(created).bringToBack();
      else removeBase = addBaseLayers(created);
      if (!userMoving.current) view.current.fit();
    });
    hereLayer.current = L.featureGroup().addTo(created);
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
      if (!userMoving.current) view.current.fit();
    });
    resized.observe(element);
    return () => {
      live = false;
      removeBase?.();
      resized.disconnect();
      created.remove();
      map.current = null;
    };
  }, []);

  // What "fit the view" means now: the searched box, or the results and the circle around the person.
  useEffect(() => {
    view.current = {
      fit: () => {
        const current = map.current;
        if (!current) return;
        if (box) current.fitBounds(boxBounds(box), { animate: false });
        else fitToMarkers(current, layer.current, hereLayer.current);
      },
    };
  });

  useEffect(() => {
    const group = hereLayer.current;
    if (!group) return;
    group.clearLayers();
    if (!here) return;
    const at: L.LatLngExpression = [here.latitude, here.longitude];
    L.circle(at, {
      radius: here.radius_m,
      color: COLORS.here,
      weight: 2,
      dashArray: '6 6',
      fillColor: COLORS.here,
      fillOpacity: 0.06,
      interactive: false,
    }).addTo(group);
    L.circleMarker(at, {
      radius: 8,
      color: '#fff',
      weight: 3,
      fillColor: COLORS.here,
      fillOpacity: 1,
      interactive: false,
    })
      .bindTooltip('You are here', { permanent: true, direction: 'right' })
      .addTo(group);
  }, [here]);

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
        .bindTooltip(`<strong>${escapeHtml(point.name)}</strong><br>${escapeHtml(point.detail)}`, {
          permanent: labelled,
          direction: labelled ? 'top' : 'auto',
        })
        .on('mouseover', () => handlers.current.onActivate(point.id))
        .on('mouseout', () => handlers.current.onActivate(null))
        .on('click', () => void handlers.current.navigate(point.href));
      marker.addTo(group);
      markers.current.set(point.id, marker);
    }
    setMoved(false);
    if (box && searched.current && sameBox(box, searched.current)) return;
    userMoving.current = false;
    view.current.fit();
  }, [points, labelled, box]);

  useEffect(() => {
    for (const [id, marker] of markers.current) {
      const active = id === activeId;
      marker.setStyle({ fillColor: active ? COLORS.active : COLORS.marker, radius: active ? 10 : 7 });
      if (active) marker.bringToFront().openTooltip();
      else if (!labelled) marker.closeTooltip();
    }
  }, [activeId, points, labelled]);

  const searchArea = () => {
    const bounds = map.current?.getBounds();
    if (!bounds || !onSearchArea) return;
    const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
    searched.current = {
      north: clamp(bounds.getNorth(), 90),
      south: clamp(bounds.getSouth(), 90),
      east: clamp(bounds.getEast(), 180),
      west: clamp(bounds.getWest(), 180),
    };
    onSearchArea(searched.current);
  };

  return (
    <div className={`${cardClass} relative overflow-hidden`}>
      <div ref={container} className={`${size} w-full`} role="region" aria-label={label} data-testid="results-map" />
      {/* In the top right corner, as small as its words: the zoom buttons at the top left stay free to tap. */}
      {moved && onSearchArea && (
        <button
          type="button"
          className={`${buttonClass('primary', 'sm')} absolute top-2.5 right-2.5 z-[1000] min-h-11 shadow-md`}
          onClick={searchArea}
        >
          Search this area
        </button>
      )}
    </div>
  );
}

/**
 * Shows every marker and the person's circle, as close as a street allows with street tiles. Without them a view stops
 * where the nearest towns are still named (one place: a few towns around it), not on a blank street-level square.
 */
function fitToMarkers(map: L.Map, markers: L.FeatureGroup | null, here: L.FeatureGroup | null) {
  const bounds = L.latLngBounds([]);
  for (const group of [markers, here]) if (group && group.getLayers().length) bounds.extend(group.getBounds());
  if (!bounds.isValid()) return;
  let streets = false;
  map.eachLayer((layer) => {
    if (layer instanceof L.TileLayer) streets = true;
  });
  const single = markers?.getLayers().length === 1 && !here?.getLayers().length;
  map.fitBounds(bounds.pad(0.15), { maxZoom: streets ? 15 : single ? 10 : 12, animate: false });
}

/** `value` as first given, until a value that reads differently comes. */
function useSameValue<T>(value: T): T {
  const key = JSON.stringify(value);
  const [kept, setKept] = useState({ key, value });
  if (kept.key === key) return kept.value;
  setKept({ key, value });
  return value;
}

const boxBounds = (box: MapBox) => L.latLngBounds([box.south, box.west], [box.north, box.east]);

/** The same box, give or take what writing it into the URL rounded away. */
function sameBox(a: MapBox, b: MapBox): boolean {
  return (['north', 'south', 'east', 'west'] as const).every((side) => Math.abs(a[side] - b[side]) < 1e-3);
}

/**
 * What a map without street tiles shows under the results, from data shipped with the app: place names at every
 * zoom, and county borders from county zoom in. Each is its own chunk, fetched when first needed (the county lines
 * only once the map is that close), so a map of the whole country never downloads them.
 */
import L from 'leaflet';
import { chooseLabels, type Place } from './place-labels';
import { usOutlines } from './us-outlines';

/** The 48 contiguous states: where a map of the country starts. */
export const US_BOUNDS = L.latLngBounds([24.4, -125], [49.5, -66.9]);

/** A map of the country on `element`, the state outlines shipped with the app under whatever is drawn on it. */
export function usMap(element: HTMLElement): L.Map {
  const created = L.map(element, { zoomSnap: 0.5, attributionControl: true, maxBounds: US_BOUNDS.pad(1) });
  created.fitBounds(US_BOUNDS);
  L.geoJSON(usOutlines(), {
    style: { color: '#78716c', weight: 1, fillColor: '#f5f5f4', fillOpacity: 0.6 },
    interactive: false,
    attribution: 'Outlines: U.S. Census Bureau',
  }).addTo(created);
  return created;
}

/** GeoNames' data is CC BY 4.0: it is credited wherever its names show. */
const PLACES_CREDIT = 'Place names: GeoNames';
/** From this zoom a view is a few counties wide, and their borders say where things are. */
const COUNTY_ZOOM = 7;

const decodeLines = (lines: number[][]): L.LatLngExpression[][] =>
  lines.map((line) => {
    const points: L.LatLngExpression[] = [];
    let lng = 0;
    let lat = 0;
    for (let i = 0; i < line.length; i += 2) {
      lng += line[i]!;
      lat += line[i + 1]!;
      points.push([lat / 1000, lng / 1000]);
    }
    return points;
  });

/** Adds the place names and county borders to `map`; returns what removes them. */
export function addBaseLayers(map: L.Map): () => void {
  let live = true;
  map.attributionControl.addAttribution(PLACES_CREDIT);
  map.createPane('places').style.zIndex = '450'; // over the outlines and the radius, under the results' markers
  const labels = L.layerGroup().addTo(map);
  let places: Place[] = [];
  let counties: L.Polyline | null = null;
  let countiesAsked = false;

  const drawLabels = () => {
    labels.clearLayers();
    const size = map.getSize();
    const chosen = chooseLabels(
      places,
      map.getZoom(),
      (place) => map.latLngToContainerPoint([place.latitude, place.longitude]),
      { width: size.x, height: size.y },
    );
    for (const { place, width } of chosen) {
      const icon = L.divIcon({
        className: 'map-place-label',
        html: escapeHtml(place.name),
        iconSize: [width, 18],
        iconAnchor: [width / 2, 9],
      });
      L.marker([place.latitude, place.longitude], { icon, pane: 'places', interactive: false, keyboard: false })
        .addTo(labels)
        .getElement()
        ?.setAttribute('aria-hidden', 'true');
    }
  };

  const showCounties = () => {
    const near = map.getZoom() >= COUNTY_ZOOM;
    if (near && !countiesAsked) {
      countiesAsked = true;
      void import('virtual:us-county-lines').then(({ default: lines }) => {
        if (!live) return;
        counties = L.polyline(decodeLines(lines), {
          color: '#a8a29e',
          weight: 1,
          interactive: false,
          renderer: L.canvas(),
        });
        showCounties();
      });
    }
    if (counties && near && !map.hasLayer(counties)) counties.addTo(map);
    if (counties && !near && map.hasLayer(counties)) counties.remove();
  };

  void import('virtual:us-places').then(({ default: rows }) => {
    if (!live) return;
    places = rows.map(([name, latitude, longitude, population]) => ({ name, latitude, longitude, population }));
    drawLabels();
  });
  const update = () => {
    drawLabels();
    showCounties();
  };
  map.on('moveend', update);
  update();
  return () => {
    live = false;
    map.attributionControl.removeAttribution(PLACES_CREDIT);
    map.off('moveend', update);
    labels.remove();
    counties?.remove();
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

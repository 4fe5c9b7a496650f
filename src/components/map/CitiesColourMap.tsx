/**
 * Every city of a ranking on one map (Leaflet, a chunk of its own): a dot per city, coloured by the figure chosen on
 * the app's one colour scale over the real range of the values (`colour-scale.ts`), so the legend's ends are the
 * lowest and highest city. Drawn on a canvas: some 16,000 dots draw at once where as many SVG elements would not.
 * Under them, the state outlines shipped with the app (no tiles, no network). A dot names its city and figure on
 * hover and opens the city's dashboard on a click; the ranking's table is the same figures for the keyboard.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { ColourLegend } from '../ColourLegend';
import { heatColour, position } from '../../lib/colour-scale';
import { escapeHtml, US_BOUNDS, usMap } from './base-layers';
import { valueRange } from './national-map-scale';

const NO_VALUE = '#a8a29e';

interface ColouredCity {
  id: string;
  /** "Austin, TX" */
  name: string;
  value: number | null;
  location: { latitude: number; longitude: number };
  href: string;
}

export interface CitiesColourMapProps {
  /** What the map shows, for its accessible name: "Median price of all 1,661 cities". */
  title: string;
  cities: readonly ColouredCity[];
  /** "median price" */
  metric: string;
  formatValue: (value: number) => string;
  /** A state's code: the map starts on its cities. */
  zoomTo?: string;
}

export default function CitiesColourMap({ title, cities, metric, formatValue, zoomTo }: CitiesColourMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<{ map: L.Map; dots: L.FeatureGroup; renderer: L.Canvas } | null>(null);
  const navigate = useNavigate();
  const go = useRef(navigate);
  useEffect(() => {
    go.current = navigate;
  });
  // Once per list of cities: the legend and the dots read the same range.
  const range = useMemo(() => valueRange(cities), [cities]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const created = usMap(element);
    map.current = { map: created, dots: L.featureGroup().addTo(created), renderer: L.canvas({ padding: 0.2 }) };
    const resized = new ResizeObserver(() => created.invalidateSize());
    resized.observe(element);
    return () => {
      resized.disconnect();
      created.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    current.dots.clearLayers();
    const { low, high } = range ?? { low: 0, high: 0 };
    // Lowest values first, so the highest (the darkest) are drawn over their neighbours.
    const ordered = [...cities].sort((a, b) => (a.value ?? -Infinity) - (b.value ?? -Infinity));
    for (const city of ordered) {
      const fill = city.value === null ? NO_VALUE : heatColour(position(city.value, low, high)).background;
      L.circleMarker([city.location.latitude, city.location.longitude], {
        renderer: current.renderer,
        radius: 4,
        weight: 0.5,
        color: '#1c1917',
        fillColor: fill,
        fillOpacity: 0.95,
      })
        .bindTooltip(
          `<strong>${escapeHtml(city.name)}</strong><br>${escapeHtml(metric)}: ${city.value === null ? 'not known' : escapeHtml(formatValue(city.value))}`,
        )
        .on('click', () => void go.current(city.href))
        .addTo(current.dots);
    }
    const inState = zoomTo ? cities.filter((c) => c.id.startsWith(`${zoomTo}/`)) : [];
    if (inState.length > 0) {
      current.map.fitBounds(L.latLngBounds(inState.map((c) => [c.location.latitude, c.location.longitude])), {
        padding: [20, 20],
        maxZoom: 8,
      });
    } else current.map.fitBounds(US_BOUNDS);
  }, [cities, range, metric, formatValue, zoomTo]);

  return (
    <figure className="space-y-2">
      <div
        ref={container}
        role="img"
        aria-label={title}
        data-testid="cities-colour-map"
        data-drawn={cities.length}
        className="h-72 w-full rounded-lg bg-sky-50 sm:h-[32rem] dark:bg-stone-950"
      />
      <figcaption className="min-h-8 text-sm text-stone-600 dark:text-stone-300">
        {range ? (
          <ColourLegend low={range.low} high={range.high} text={formatValue} testId="map-legend" />
        ) : (
          `No ${metric} to draw.`
        )}
      </figcaption>
    </figure>
  );
}

import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ALBERS_FRAME, albersUsa } from './albers-usa';
import { bubbleRadius, choroplethClasses, CHOROPLETH_FILLS, viewAround } from './national-map-scale';
import { MAP_CAPTION_CLASS, MAP_FRAME_CLASS } from './NationalMapPlaceholder';
import { stateShapes } from './us-states-albers';

/** A state (its two-letter code as `id`) or a city (with a `location`), and the figure the map shows for it. */
export interface MapPlace {
  id: string;
  /** "Austin, TX", "Texas": the start of its accessible name. */
  name: string;
  value: number | null;
  location?: { latitude: number; longitude: number };
  /** What the value rests on, after it in the accessible name and the tooltip: "14 items". */
  detail?: string;
  /** Where activating its shape goes (a dashboard, say). */
  href?: string;
}

export interface NationalMapProps {
  /** What the map shows, for its accessible name: "Median price of the 20 cities of this page". */
  title: string;
  /** 'state': the states coloured by value (choropleth); 'city': a bubble per city, its area in proportion. */
  level: 'state' | 'city';
  places: readonly MapPlace[];
  /** "median price": says what the value is, in accessible names and the legend. */
  metric: string;
  formatValue: (value: number) => string;
  /** The place another view (a table row) points at, drawn highlighted with its value shown. */
  highlightedId?: string | null;
  /** Hovering or focusing a place reports it, so another view can point at it too. */
  onHighlight?: (id: string | null) => void;
  /** A state's two-letter code: the map shows that state (its cities would be one cluster on the whole country). */
  zoomTo?: string;
}

const { width: WIDTH, height: HEIGHT } = ALBERS_FRAME;

/**
 * The United States on a 975×610 Albers USA frame, drawn from the outlines shipped with the app (no tiles, no
 * network). Every place with a value is focusable and named "Austin, TX: median price $13.99"; its value shows on
 * hover and on keyboard focus. The frame has its final size from the start, so nothing moves when data arrives.
 */
export default function NationalMap({
  title,
  level,
  places,
  metric,
  formatValue,
  highlightedId = null,
  onHighlight,
  zoomTo,
}: NationalMapProps) {
  const [pointed, setPointed] = useState<string | null>(null);
  const activeId = pointed ?? highlightedId;
  const { shapes, borders } = stateShapes();
  const zoomed = shapes.find((s) => s.code === zoomTo);
  const view = zoomed ? viewAround(zoomed.box, ALBERS_FRAME) : { x: 0, y: 0, width: WIDTH, height: HEIGHT };
  // Bubbles keep about their size on screen when the map shows one state.
  const shrink = view.width / WIDTH;
  const describe = (place: MapPlace) =>
    `${place.name}: ${metric} ${place.value === null ? 'not known' : formatValue(place.value)}${place.detail ? `, ${place.detail}` : ''}`;
  const point = (id: string | null) => {
    setPointed(id);
    onHighlight?.(id);
  };
  const handlers = (id: string) => ({
    onMouseEnter: () => point(id),
    onMouseLeave: () => point(null),
    onFocus: () => point(id),
    onBlur: () => point(null),
  });

  const values = places.flatMap((p) => (p.value === null ? [] : [p.value]));
  const byState = new Map(level === 'state' ? places.map((p) => [p.id, p]) : []);
  const classes = choroplethClasses(values);
  const bubbles =
    level === 'city'
      ? places
          .flatMap((place) => {
            const at = place.location && albersUsa(place.location.longitude, place.location.latitude);
            return at ? [{ place, at, r: bubbleRadius(place.value, values) * shrink }] : [];
          })
          // Small bubbles last, so they are drawn over the big ones and stay reachable by the pointer.
          .sort((a, b) => b.r - a.r)
      : [];
  const active =
    bubbles.find((b) => b.place.id === activeId) ??
    (level === 'state' && activeId && byState.has(activeId)
      ? { place: byState.get(activeId)!, at: null, r: 0 }
      : undefined);

  return (
    <figure className="space-y-2">
      <div className={MAP_FRAME_CLASS}>
        <svg
          viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
          role="group"
          aria-label={title}
          className="absolute inset-0 size-full"
        >
          {shapes.map((shape) => {
            const place = byState.get(shape.code);
            const fill =
              place && place.value !== null
                ? CHOROPLETH_FILLS[classes.indexOf(place.value)]
                : 'fill-stone-200 dark:fill-stone-800';
            const outline = (
              <path
                d={shape.path}
                className={`${fill} ${activeId === shape.code ? 'stroke-stone-950 dark:stroke-white' : ''}`}
                strokeWidth={activeId === shape.code ? 2 : 0}
                vectorEffect="non-scaling-stroke"
              />
            );
            return place ? (
              <Focusable key={shape.code} place={place} label={describe(place)} handlers={handlers(place.id)}>
                {outline}
              </Focusable>
            ) : (
              <g key={shape.code} aria-hidden="true">
                {outline}
              </g>
            );
          })}
          <path
            d={borders}
            fill="none"
            className="stroke-white dark:stroke-stone-950"
            strokeWidth={0.8}
            vectorEffect="non-scaling-stroke"
            aria-hidden="true"
          />
          {bubbles.map(({ place, at, r }) => {
            const on = place.id === activeId;
            return (
              <Focusable key={place.id} place={place} label={describe(place)} handlers={handlers(place.id)}>
                <circle
                  cx={at[0]}
                  cy={at[1]}
                  r={r}
                  strokeWidth={on ? 3 : 1}
                  vectorEffect="non-scaling-stroke"
                  className={
                    place.value === null
                      ? 'fill-transparent stroke-stone-600 dark:stroke-stone-300'
                      : on
                        ? 'fill-amber-500 stroke-stone-950 dark:fill-amber-400 dark:stroke-white'
                        : 'fill-emerald-600/60 stroke-emerald-900 dark:fill-emerald-400/60 dark:stroke-emerald-100'
                  }
                />
              </Focusable>
            );
          })}
          {active?.at && (
            // Drawn again on top, so the place pointed at is seen whole among its neighbours (moving the focused
            // element itself to the end would take the focus away).
            <circle
              cx={active.at[0]}
              cy={active.at[1]}
              r={active.r}
              strokeWidth={3}
              vectorEffect="non-scaling-stroke"
              aria-hidden="true"
              className="pointer-events-none fill-amber-500 stroke-stone-950 dark:fill-amber-400 dark:stroke-white"
            />
          )}
        </svg>
        {active && (
          <Tooltip at={active.at && [(active.at[0] - view.x) / view.width, (active.at[1] - view.y) / view.height]}>
            <span className="font-semibold">{active.place.name}</span>
            <br />
            {metric}: {active.place.value === null ? 'not known' : formatValue(active.place.value)}
            {active.place.detail && `, ${active.place.detail}`}
          </Tooltip>
        )}
      </div>
      <figcaption className={MAP_CAPTION_CLASS}>
        {level === 'city' ? (
          <BubbleLegend values={values} metric={metric} formatValue={formatValue} />
        ) : (
          <ChoroplethLegend classes={classes} metric={metric} formatValue={formatValue} />
        )}
        {level === 'city' && bubbles.length < places.length && (
          <span>
            {' '}
            {places.length - bubbles.length === 1
              ? 'One city outside the 50 states and DC is not drawn.'
              : `${places.length - bubbles.length} cities outside the 50 states and DC are not drawn.`}
          </span>
        )}
      </figcaption>
    </figure>
  );
}

/** A shape that takes focus: a link when the place has a page, otherwise a named, focusable group. */
function Focusable({
  place,
  label,
  handlers,
  children,
}: {
  place: MapPlace;
  label: string;
  handlers: Record<'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onBlur', () => void>;
  children: ReactNode;
}) {
  const className = 'cursor-pointer outline-none';
  return place.href ? (
    <Link to={place.href} aria-label={label} className={className} {...handlers}>
      {children}
    </Link>
  ) : (
    <g tabIndex={0} role="img" aria-label={label} className={className} {...handlers}>
      {children}
    </g>
  );
}

/** The value beside its place (a city's bubble; `at` in fractions of the view), or in the corner for a state. */
function Tooltip({ at, children }: { at: readonly [number, number] | null; children: ReactNode }) {
  const style = at
    ? {
        left: `${at[0] * 100}%`,
        top: `${at[1] * 100}%`,
        transform: `translate(${at[0] > 0.5 ? 'calc(-100% - 12px)' : '12px'}, -50%)`,
      }
    : { right: 0, top: 0 };
  return (
    <p
      aria-hidden="true"
      data-testid="map-tooltip"
      style={style}
      className="pointer-events-none absolute z-10 rounded-lg border border-stone-300 bg-white px-2 py-1 text-sm whitespace-nowrap shadow dark:border-stone-700 dark:bg-stone-900"
    >
      {children}
    </p>
  );
}

/** A legend's smaller reference value, to two significant digits: "2,400 restaurants", not "2,398.5". */
function roundReference(value: number): number {
  if (value <= 0) return value;
  const step = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / step) * step;
}

function BubbleLegend({
  values,
  metric,
  formatValue,
}: {
  values: number[];
  metric: string;
  formatValue: (value: number) => string;
}) {
  if (!values.length) return <span>No {metric} to draw.</span>;
  const max = Math.max(...values);
  const min = Math.min(...values);
  // The smaller key bubble stays within the values drawn: a quarter of the largest can be below every one of them
  // ($3.70 under prices of $11.99 to $14.95), and then it is the smallest.
  const references = [...new Set([max, Math.max(min, roundReference(max / 4))])];
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span>
        Bubble area in proportion to {metric}, from {formatValue(min)} to {formatValue(max)}:
      </span>
      {references.map((value) => {
        const r = bubbleRadius(value, values);
        const size = 2 * r + 2;
        return (
          <span key={value} className="contents">
            {/* A share of the frame's width, as the map's own bubbles are: the same size on screen. */}
            <svg
              viewBox={`${-r - 1} ${-r - 1} ${size} ${size}`}
              style={{ width: `${(size / WIDTH) * 100}%` }}
              aria-hidden="true"
            >
              <circle
                r={r}
                vectorEffect="non-scaling-stroke"
                className="fill-emerald-600/60 stroke-emerald-900 dark:fill-emerald-400/60 dark:stroke-emerald-100"
              />
            </svg>
            <span>{formatValue(value)}</span>
          </span>
        );
      })}
    </span>
  );
}

function ChoroplethLegend({
  classes,
  metric,
  formatValue,
}: {
  classes: ReturnType<typeof choroplethClasses>;
  metric: string;
  formatValue: (value: number) => string;
}) {
  if (!classes.bounds.length) return <span>No {metric} to draw.</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <span>{metric}:</span>
      {classes.bounds.map(([low, high], i) => (
        <span key={i} className="inline-flex items-center gap-1">
          <svg width="14" height="14" aria-hidden="true">
            <rect width="14" height="14" className={CHOROPLETH_FILLS[i]} />
          </svg>
          {formatValue(low)}–{formatValue(high)}
        </span>
      ))}
    </span>
  );
}

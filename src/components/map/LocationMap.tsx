import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Loading } from '../Loading';
import { cardClass, linkClass } from '../ui';
import type { MapPoint } from './map-points';

const ResultsMap = lazy(() => import('./ResultsMap'));

/**
 * One place on a small map, with a "Directions" link. The map's code is fetched only once the map is on screen, not
 * ahead of scrolling: its first drawing (Leaflet and the state outlines) is one long task (about 200 ms on
 * Lighthouse's simulated phone), which a phone opening the page with the map just below the fold should not pay for
 * while the page is still arriving.
 */
export function LocationMap({ place }: { place: MapPoint }) {
  const frame = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!element || near) return;
    const watcher = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '0px' },
    );
    watcher.observe(element);
    return () => watcher.disconnect();
  }, [near]);
  const directions = `https://www.openstreetmap.org/directions?to=${place.latitude}%2C${place.longitude}`;

  return (
    <section aria-labelledby="location-title" className={`${cardClass} p-5`}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="location-title" className="font-semibold">
          Location
        </h2>
        <a className={linkClass} href={directions} target="_blank" rel="noreferrer">
          Directions<span className="sr-only"> to {place.name} (opens OpenStreetMap)</span>
        </a>
      </div>
      <div ref={frame} className="mt-3 h-56">
        {near && (
          <Suspense fallback={<Loading label="Loading the map…" />}>
            <ResultsMap
              points={[place]}
              activeId={null}
              onActivate={() => undefined}
              size="h-56"
              label={`Map of where ${place.name} is`}
              labelled
            />
          </Suspense>
        )}
      </div>
    </section>
  );
}

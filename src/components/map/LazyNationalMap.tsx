import { lazy, Suspense } from 'react';
import { useNearScreen } from '../../lib/use-near-screen';
import type { NationalMapProps } from './NationalMap';
import { NationalMapPlaceholder } from './NationalMapPlaceholder';

// The map's code (mostly the state outlines) is a chunk of its own.
const NationalMap = lazy(() => import('./NationalMap'));

/**
 * The national map, its code fetched once its frame, held by the placeholder, is painted near the screen. Fetched as
 * soon as the page had its rows, the download competed with the page's own first paint, and Lighthouse counted it into
 * the largest paint whenever it finished first.
 */
export function LazyNationalMap(props: NationalMapProps) {
  const { ref, near } = useNearScreen('200px');
  return (
    <div ref={ref}>
      <Suspense fallback={<NationalMapPlaceholder />}>
        {near ? <NationalMap {...props} /> : <NationalMapPlaceholder />}
      </Suspense>
    </div>
  );
}

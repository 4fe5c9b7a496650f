import { useCallback, useState } from 'react';

export type Position = { latitude: number; longitude: number };

export type Locating =
  { status: 'idle' | 'locating' } | { status: 'failed'; reason: 'refused' | 'unavailable' | 'unsupported' };

/**
 * The browser's position, asked for only when `locate()` is called (a click on "Near me", or "near me" typed):
 * never on arrival, so no page opens with a permission prompt.
 */
export function useGeolocation(onPosition: (position: Position) => void) {
  const [state, setState] = useState<Locating>({ status: 'idle' });
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'failed', reason: 'unsupported' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setState({ status: 'idle' });
        onPosition({ latitude: coords.latitude, longitude: coords.longitude });
      },
      (error) =>
        setState({ status: 'failed', reason: error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  }, [onPosition]);
  return { state, locate };
}

/** Why there is no position, in a sentence. */
export function locatingFailure(reason: 'refused' | 'unavailable' | 'unsupported'): string {
  switch (reason) {
    case 'refused':
      return 'Your browser did not share your location, so we cannot search near you.';
    case 'unavailable':
      return 'Your location could not be found just now.';
    case 'unsupported':
      return 'This browser cannot tell us your location.';
  }
}

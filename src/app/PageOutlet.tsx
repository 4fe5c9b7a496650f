import { Outlet, useLocation, useNavigation } from 'react-router';
import { Loading } from '../components/Loading';

/**
 * The page; or, while a move to another page waits for that page's code, its loading line in the page's place, as on
 * a first load (the route's HydrateFallback), so a click is answered at once.
 */
export function PageOutlet() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const opening = navigation.state === 'loading' && navigation.location.pathname !== pathname;
  return opening ? <Loading /> : <Outlet />;
}

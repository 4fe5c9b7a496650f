import { Link } from 'react-router';
import { linkClass } from '../components/ui';
import { pagePath } from '../../rules/page-paths';

export function NotFound() {
  return (
    <div className="space-y-3">
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p>
        There is no page at this address.{' '}
        <Link className={linkClass} to={pagePath.home()}>
          Go to the start page
        </Link>{' '}
        or read the{' '}
        <Link className={linkClass} to={pagePath.apiReference()}>
          API reference
        </Link>
        .
      </p>
    </div>
  );
}

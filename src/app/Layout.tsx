import { Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { NavLink, useLocation } from 'react-router';
import { focusRing } from '../components/ui';
import { Loading } from '../components/Loading';
import { KeyDialog } from '../features/account/components/KeyDialog';
import { QuotaBanner } from '../features/account/components/QuotaBanner';
import { QuotaMeter } from '../features/account/components/QuotaMeter';
import { InspectorToggle } from '../features/request-inspector/components/InspectorToggle';
import { PageOutlet } from './PageOutlet';
import { ThemeToggle } from './ThemeToggle';
import { pagePath } from '../../rules/page-paths';

const NAV = [
  { to: pagePath.restaurantSearch(), label: 'Restaurants' },
  { to: pagePath.dishSearch(), label: 'Dishes' },
  { to: pagePath.cityRanking(), label: 'Cities' },
  { to: pagePath.dishPrices(), label: 'Dish prices' },
  { to: pagePath.apiReference(), label: 'API' },
  { to: pagePath.settings(), label: 'Settings' },
];

export function Layout() {
  const { pathname, hash } = useLocation();
  // The menu is open for the location it was opened at: navigating anywhere closes it.
  const here = `${pathname}${hash}`;
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === here;
  const menuButton = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenAt(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const navLink = ({ isActive }: { isActive: boolean }) =>
    `block rounded-lg px-3 py-2 text-sm font-medium ${focusRing} ${isActive ? 'bg-stone-200 text-stone-950 dark:bg-stone-800 dark:text-white' : 'text-stone-700 hover:bg-stone-200/70 dark:text-stone-200 dark:hover:bg-stone-800'}`;

  return (
    <div className="flex min-h-screen flex-col">
      <Arrival main={main} />
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:left-2 focus:top-2 dark:bg-stone-900"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-stone-200 bg-stone-50/95 backdrop-blur dark:border-stone-800 dark:bg-stone-950/95">
        {/* On a phone the quota meter wraps to a line of its own: there it says "N requests left this month" in
            full, which the line with the name and three buttons has no room for. */}
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-4 max-sm:py-1.5 sm:min-h-14">
          <NavLink
            to="/"
            className={`mr-2 flex shrink-0 items-center gap-2 rounded-lg text-lg font-bold max-md:mr-auto ${focusRing}`}
          >
            <span
              aria-hidden="true"
              className="grid size-8 place-items-center rounded-lg bg-emerald-700 text-white dark:bg-emerald-500 dark:text-stone-950"
            >
              M
            </span>
            <span className="max-[359px]:sr-only">Menu Atlas</span>
          </NavLink>
          <nav aria-label="Main" className="mr-auto hidden md:block">
            <ul className="flex gap-1">
              {NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={navLink}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <InspectorToggle />
          <QuotaMeter className="max-sm:order-last max-sm:basis-full" />
          <ThemeToggle />
          <button
            ref={menuButton}
            type="button"
            className={`grid size-11 place-items-center rounded-lg border border-stone-300 md:hidden dark:border-stone-700 ${focusRing}`}
            aria-expanded={menuOpen}
            aria-controls="mobile-nav"
            onClick={() => setMenuOpenAt(menuOpen ? null : here)}
          >
            <span aria-hidden="true">☰</span>
            <span className="sr-only">Menu</span>
          </button>
        </div>
        {menuOpen && (
          <nav
            id="mobile-nav"
            aria-label="Main"
            className="border-t border-stone-200 px-4 py-2 md:hidden dark:border-stone-800"
          >
            <ul className="grid gap-1">
              {NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={navLink}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <QuotaBanner />
      <main
        ref={main}
        id="main"
        tabIndex={-1}
        // At least a screen tall: content arriving never pulls the footer up into view and pushes it away again.
        className="mx-auto min-h-[calc(100vh-var(--header-height))] w-full max-w-6xl flex-1 px-4 py-6 outline-none"
      >
        <Suspense fallback={<Loading />}>
          <PageOutlet />
        </Suspense>
      </main>
      <footer className="border-t border-stone-200 py-4 text-center text-sm text-stone-600 dark:border-stone-800 dark:text-stone-300">
        Menu Atlas ·{' '}
        <NavLink className="underline" to={pagePath.errorDocs()}>
          Error codes
        </NavLink>
      </footer>
      <KeyDialog />
    </div>
  );
}

/**
 * A new page starts at the top, its heading focused. Drawn before the page, so these effects run before the page's
 * own when both arrive together (a page's code arrives before its address shows): a dish the page scrolls to and
 * focuses stays so.
 */
function Arrival({ main }: { main: RefObject<HTMLElement | null> }) {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  useFocusOnNavigation(pathname, main);
  return null;
}

/**
 * After a move to another page, focus goes to its heading (or to <main> while the page loads), so a keyboard or
 * screen-reader user starts reading the new page instead of staying on <body> or on the link they left.
 */
function useFocusOnNavigation(pathname: string, main: RefObject<HTMLElement | null>) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const element = main.current;
    if (!element) return;
    // The heading may come later (the page's code or data still loading): focus <main> now, the heading then,
    // unless the user has moved focus somewhere else meanwhile.
    element.focus({ preventScroll: true });
    const focusHeading = () => {
      const heading = element.querySelector<HTMLElement>('h1');
      const free = document.activeElement === element || document.activeElement === document.body;
      if (!heading || !free) return false;
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(element, { childList: true, subtree: true });
    const stop = setTimeout(() => observer.disconnect(), 10_000);
    return () => {
      observer.disconnect();
      clearTimeout(stop);
    };
  }, [pathname, main]);
}

import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { DietaryTags, dietaryLabel } from '../../../components/DietaryTags';
import { Highlight } from '../../../components/Highlight';
import { cardClass, focusRing, inputClass, mutedText } from '../../../components/ui';
import { matchesAllWords } from '../../../lib/highlight';
import { formatCount, formatPrice } from '../../../lib/money';
import type { Menu } from '../api/restaurant';
import { useLandOnDish } from './use-land-on-dish';

/**
 * The whole menu: section navigation that follows scrolling, a filter over items, and `?dish=` scrolled to and
 * highlighted. Sections use `content-visibility: auto`, so a long menu costs layout only where it is on screen; those
 * down to the dish's are laid out in full, so the place the page scrolls to for the dish is its real place.
 */
export function MenuView({ menu, highlightItemId }: { menu: Menu; highlightItemId: string | null }) {
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter);
  const filterId = useId();
  const sections = useMemo(
    () =>
      menu.sections.map((section, index) => ({
        id: `section-${index}`,
        title: section.title,
        items: deferredFilter.trim()
          ? section.items.filter((item) => matchesAllWords(searchableText(item), deferredFilter))
          : section.items,
      })),
    [menu, deferredFilter],
  );
  const total = menu.sections.reduce((n, s) => n + s.items.length, 0);
  const shown = sections.reduce((n, s) => n + s.items.length, 0);
  const visible = sections.filter((s) => s.items.length > 0);
  const navRef = useRef<HTMLElement>(null);
  const [active, setActive] = useActiveSection(
    visible.map((s) => s.id),
    navRef,
  );
  useLandOnDish(highlightItemId, menu);
  const dishSection = visible.findIndex((section) => section.items.some((item) => item.item_id === highlightItemId));

  const jumpTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const section = document.getElementById(id);
    const nav = navRef.current;
    if (!section || !nav) return;
    event.preventDefault();
    const top = section.getBoundingClientRect().top + window.scrollY - readingLine(nav);
    window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    setActive(id);
    window.history.replaceState(window.history.state, '', `#${id}`);
    section.querySelector('h3')?.focus({ preventScroll: true });
  };

  if (total === 0) return <p className={mutedText}>This restaurant has not published a menu.</p>;

  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-[14rem_minmax(0,1fr)]">
      <nav
        ref={navRef}
        aria-label="Menu sections"
        className="sticky top-[var(--header-height)] z-10 -mx-4 min-w-0 self-start bg-stone-50/95 px-4 py-2 backdrop-blur md:mx-0 md:max-h-[calc(100vh-var(--header-height)-1rem)] md:overflow-y-auto md:bg-transparent md:p-0 dark:bg-stone-950/95 md:dark:bg-transparent"
      >
        <ul className="flex gap-1 overflow-x-auto md:flex-col">
          {visible.map((s) => (
            <li key={s.id} className="relative shrink-0">
              <a
                href={`#${s.id}`}
                aria-current={active === s.id ? 'true' : undefined}
                onClick={(event) => jumpTo(event, s.id)}
                className={`block rounded-lg px-3 py-1.5 text-sm whitespace-nowrap md:whitespace-normal ${focusRing} ${active === s.id ? 'bg-emerald-700 font-medium text-white dark:bg-emerald-500 dark:text-stone-950' : 'text-stone-700 hover:bg-stone-200 dark:text-stone-200 dark:hover:bg-stone-800'}`}
              >
                {s.title} <span className="sr-only">({s.items.length} items)</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 space-y-4">
        <div className="space-y-1">
          <label htmlFor={filterId} className="block text-sm font-medium">
            Find on this menu
          </label>
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder="e.g. chicken, vegan"
            className={inputClass}
            autoComplete="off"
          />
          <p role="status" className={`text-sm ${mutedText}`}>
            {deferredFilter.trim()
              ? `${formatCount(shown)} of ${formatCount(total)} items match`
              : `${formatCount(total)} items in ${menu.sections.length} sections`}
          </p>
        </div>
        {visible.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className={`${index > dishSection ? 'menu-section' : ''} ${cardClass} scroll-mt-14 p-4 md:scroll-mt-0`}
          >
            <h3 id={`${section.id}-title`} tabIndex={-1} className={`text-lg font-semibold ${focusRing}`}>
              {section.title}
            </h3>
            <ul className="mt-1 divide-y divide-stone-200 dark:divide-stone-800">
              {section.items.map((item) => (
                <li
                  key={item.item_id}
                  id={`item-${item.item_id}`}
                  tabIndex={-1}
                  data-item-id={item.item_id}
                  className={`flex items-start justify-between gap-4 rounded-md px-1 py-2.5 ${focusRing} ${item.item_id === highlightItemId ? 'dish-target bg-amber-50 ring-2 ring-amber-500 dark:bg-amber-950/50' : ''}`}
                >
                  <div className="min-w-0">
                    {item.item_id === highlightItemId && (
                      <p className="mb-1 w-fit rounded-full bg-amber-600 px-2 py-0.5 text-xs font-semibold text-white dark:bg-amber-400 dark:text-stone-950">
                        The dish you chose
                      </p>
                    )}
                    <p className="font-medium">
                      <Highlight text={item.name} query={deferredFilter} />
                    </p>
                    {item.description && (
                      <p className={`text-sm ${mutedText}`}>
                        <Highlight text={item.description} query={deferredFilter} />
                      </p>
                    )}
                    <DietaryTags tags={item.dietary} />
                  </div>
                  <p className="shrink-0 font-semibold tabular-nums">{formatPrice(item.price, item.price_text)}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {shown === 0 && <p className={`${cardClass} p-4`}>No item on this menu matches “{deferredFilter}”.</p>}
      </div>
    </div>
  );
}

/** What "Find on this menu" looks in: the name, the description and the dietary labels ("vegan", "gluten free"). */
function searchableText(item: Menu['sections'][number]['items'][number]): string {
  return [item.name, item.description ?? '', ...item.dietary.map(dietaryLabel)].join(' ');
}

/**
 * Where a section's top lands when jumped to, in viewport pixels: below the sticky header, and on narrow screens
 * below the section chips too (they stick above the menu there). The same line decides the highlighted section.
 */
function readingLine(nav: HTMLElement): number {
  const stickyTop = parseFloat(getComputedStyle(nav).top) || 0;
  const chipsAbove = nav.getBoundingClientRect().width > nav.parentElement!.getBoundingClientRect().width / 2;
  return stickyTop + (chipsAbove ? nav.offsetHeight : 0) + 8;
}

/** The last section whose top has passed the reading line, tracked on scroll (one measurement per frame). */
function useActiveSection(ids: string[], navRef: RefObject<HTMLElement | null>) {
  const jumped = useRef<string | null>(null);
  const key = ids.join('|');
  // What scrolling showed, for the list it measured: a new list (a filter) starts again at its first section.
  const [seen, setSeen] = useState<{ key: string; id: string } | null>(null);
  const active = seen?.key === key ? seen.id : (ids[0] ?? null);
  useEffect(() => {
    const list = key ? key.split('|') : [];
    if (list.length === 0) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const nav = navRef.current;
      if (!nav) return;
      const line = readingLine(nav) + 1;
      let current = list[0]!;
      for (const id of list) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top === undefined || top > line) break;
        current = id;
      }
      // At the end of the page the last sections cannot reach the line: a section jumped to stays highlighted.
      const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      const target = jumped.current ? document.getElementById(jumped.current)?.getBoundingClientRect().top : undefined;
      if (atEnd && target !== undefined && target >= line - 2 && target < window.innerHeight) current = jumped.current!;
      setSeen({ key, id: current });
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [key, navRef]);
  const jumpedTo = (id: string) => {
    jumped.current = id;
    setSeen({ key, id });
  };
  return [active, jumpedTo] as const;
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

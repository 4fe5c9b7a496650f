import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { components } from '../../../api/schema';
import { Highlight } from '../../../components/Highlight';
import { cardClass, focusRing, inputClass, mutedText } from '../../../components/ui';
import { matchesAllWords } from '../../../lib/highlight';
import { formatCount, formatPrice } from '../../../lib/money';

type Menu = components['schemas']['Menu'];

/**
 * The whole menu: section navigation that follows scrolling, a filter over items, and `?dish=` scrolled to and
 * highlighted. Sections use `content-visibility: auto`, so a long menu costs layout only where it is on screen.
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
          ? section.items.filter((item) => matchesAllWords(`${item.name} ${item.description ?? ''}`, deferredFilter))
          : section.items,
      })),
    [menu, deferredFilter],
  );
  const total = menu.sections.reduce((n, s) => n + s.items.length, 0);
  const shown = sections.reduce((n, s) => n + s.items.length, 0);
  const visible = sections.filter((s) => s.items.length > 0);
  const active = useActiveSection(visible.map((s) => s.id));
  useScrollToDish(highlightItemId, menu);

  if (total === 0) return <p className={mutedText}>This restaurant has not published a menu.</p>;

  return (
    <div className="grid gap-4 md:grid-cols-[14rem_1fr]">
      <nav
        aria-label="Menu sections"
        className="sticky top-16 z-10 -mx-4 self-start bg-stone-50/95 px-4 py-2 backdrop-blur md:mx-0 md:max-h-[calc(100vh-6rem)] md:overflow-y-auto md:bg-transparent md:p-0 dark:bg-stone-950/95 md:dark:bg-transparent"
      >
        <ul className="flex gap-1 overflow-x-auto md:flex-col">
          {visible.map((s) => (
            <li key={s.id} className="shrink-0">
              <a
                href={`#${s.id}`}
                aria-current={active === s.id ? 'true' : undefined}
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
        {visible.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className={`menu-section ${cardClass} scroll-mt-28 p-4`}
          >
            <h3 id={`${section.id}-title`} className="text-lg font-semibold">
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
                    <p className="font-medium">
                      <Highlight text={item.name} query={deferredFilter} />
                    </p>
                    {item.description && (
                      <p className={`text-sm ${mutedText}`}>
                        <Highlight text={item.description} query={deferredFilter} />
                      </p>
                    )}
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

/** The section nearest the top of the viewport, tracked with an IntersectionObserver. */
function useActiveSection(ids: string[]): string | null {
  const key = ids.join('|');
  // What the observer saw, for the list it watched: a new list starts again at its first section.
  const [seen, setSeen] = useState<{ key: string; id: string } | null>(null);
  useEffect(() => {
    const list = key ? key.split('|') : [];
    if (typeof IntersectionObserver === 'undefined' || list.length === 0) return;
    const inView = new Map<string, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inView.set(entry.target.id, entry.boundingClientRect.top);
          else inView.delete(entry.target.id);
        }
        const first = list.find((id) => inView.has(id));
        if (first) setSeen({ key, id: first });
      },
      { rootMargin: '-120px 0px -55% 0px' },
    );
    for (const id of list) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]);
  return seen?.key === key ? seen.id : (ids[0] ?? null);
}

/** With `?dish=`, bring that item into view once and move focus to it. */
function useScrollToDish(itemId: string | null, menu: Menu) {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!itemId || done.current === itemId) return;
    const element = document.getElementById(`item-${itemId}`);
    if (!element) return;
    done.current = itemId;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
    element.focus({ preventScroll: true });
  }, [itemId, menu]);
}

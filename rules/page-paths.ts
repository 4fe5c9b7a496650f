/**
 * The browser app's pages: the patterns its router matches, the paths the server answers with the app's
 * index.html (200, where any other page-like path gets 404), and the one way the app links to each page.
 */
export const PAGE_PATTERNS = {
  home: '/',
  restaurantSearch: '/restaurants',
  restaurant: '/restaurants/:id',
  dishSearch: '/dishes',
  stats: '/stats',
  cityDashboard: '/stats/:state/:city',
  settings: '/settings',
  apiReference: '/docs/api',
  errorDocs: '/docs/errors',
  stateStats: '/stats/:state',
  dishPrices: '/stats/dishes',
  cityRanking: '/stats/cities',
  cuisineRanking: '/stats/cuisines',
  dishMatrix: '/stats/heatmap',
} as const;

export type PageName = keyof typeof PAGE_PATTERNS;

/** Query parameters; those left undefined or empty are not written. */
type Query = Readonly<Record<string, string | undefined>> | URLSearchParams;

function withQuery(path: string, query?: Query): string {
  const params =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1])),
        );
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

const withAnchor = (path: string, anchor?: string) => (anchor ? `${path}#${anchor}` : path);

/** Links to each page, its parameters encoded. */
export const pagePath = {
  home: () => PAGE_PATTERNS.home,
  restaurantSearch: (query?: Query) => withQuery(PAGE_PATTERNS.restaurantSearch, query),
  restaurant: (id: string, query?: Query) => withQuery(`/restaurants/${encodeURIComponent(id)}`, query),
  dishSearch: (query?: Query) => withQuery(PAGE_PATTERNS.dishSearch, query),
  stats: (query?: Query) => withQuery(PAGE_PATTERNS.stats, query),
  cityDashboard: (state: string, city: string, query?: Query) =>
    withQuery(`/stats/${encodeURIComponent(state)}/${encodeURIComponent(city)}`, query),
  settings: () => PAGE_PATTERNS.settings,
  apiReference: (anchor?: string) => withAnchor(PAGE_PATTERNS.apiReference, anchor),
  errorDocs: (anchor?: string) => withAnchor(PAGE_PATTERNS.errorDocs, anchor),
  stateStats: (state: string) => `/stats/${encodeURIComponent(state)}`,
  dishPrices: (query?: Query) => withQuery(PAGE_PATTERNS.dishPrices, query),
  cityRanking: (query?: Query) => withQuery(PAGE_PATTERNS.cityRanking, query),
  cuisineRanking: (query?: Query) => withQuery(PAGE_PATTERNS.cuisineRanking, query),
  dishMatrix: (query?: Query) => withQuery(PAGE_PATTERNS.dishMatrix, query),
} satisfies Record<PageName, (...args: never[]) => string>;

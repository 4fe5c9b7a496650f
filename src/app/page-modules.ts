import type { PageName } from '../../rules/page-paths';

/**
 * The module of each page whose code is a chunk of its own (every page but the start page), from the repository's
 * root. The routes load them from here, and the build names their files in index.html, so that a page's code is
 * fetched beside the app's first download rather than after it (tools/vite-page-preload.ts).
 */
export const PAGE_MODULES = {
  restaurantSearch: 'src/features/restaurant-search/components/RestaurantSearchPage.tsx',
  restaurant: 'src/features/restaurant/components/RestaurantPage.tsx',
  dishSearch: 'src/features/dish-search/components/DishSearchPage.tsx',
  stats: 'src/features/city-stats/components/StatsIndexPage.tsx',
  cityDashboard: 'src/features/city-stats/components/CityDashboardPage.tsx',
  settings: 'src/features/account/components/SettingsPage.tsx',
  apiReference: 'src/features/api-reference/components/ApiReferencePage.tsx',
  errorDocs: 'src/features/docs/components/ErrorDocsPage.tsx',
  stateStats: 'src/features/city-stats/components/StatePage.tsx',
  dishPrices: 'src/features/dish-prices/components/DishPricesPage.tsx',
  cityRanking: 'src/features/city-ranking/components/CityRankingPage.tsx',
  cuisineRanking: 'src/features/cuisine-ranking/components/CuisineRankingPage.tsx',
  dishMatrix: 'src/features/dish-matrix/components/DishMatrixPage.tsx',
} as const satisfies Record<Exclude<PageName, 'home'>, string>;

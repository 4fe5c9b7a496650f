import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CityPicker } from '../../../components/CityPicker';
import { ColourLegend } from '../../../components/ColourLegend';
import { CsvButton } from '../../../components/CsvButton';
import { heatColour, position } from '../../../lib/colour-scale';
import { DataTable } from '../../../components/DataTable';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Loading } from '../../../components/Loading';
import { SelectField } from '../../../components/SelectField';
import { buttonClass, cardClass, inputClass, linkClass, mutedText } from '../../../components/ui';
import { formatCount, formatPercent, formatPrice } from '../../../lib/money';
import { cityId, type CityRef } from '../../../lib/url-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FEW_ITEMS, MAX_MATRIX_CITIES, MAX_MATRIX_DISHES } from '../../../../rules/dish-matrix';
import { pagePath } from '../../../../rules/page-paths';
import {
  CSV_HEADER,
  csvRows,
  dishMatrixOptions,
  fromFewItems,
  largestCitiesOptions,
  MATRIX_FIGURES,
  parseDishes,
  viewFromUrl,
  viewToUrl,
  type MatrixCell,
  type MatrixFigure,
  type MatrixView,
} from '../api/dish-matrix';

const FIGURE: Record<
  MatrixFigure,
  { label: string; read: (c: MatrixCell) => number | null; text: (n: number) => string }
> = {
  median: { label: 'Median price', read: (c) => c.median, text: (n) => formatPrice(n) },
  penetration: { label: 'Share of restaurants serving it', read: (c) => c.penetration, text: (n) => formatPercent(n) },
  price_index: { label: 'Price index (dish’s US median = 100)', read: (c) => c.price_index, text: (n) => n.toFixed(1) },
};

/**
 * `/stats/heatmap?dishes=pizza,burrito&cities=TX/Austin,CO/Denver`: up to ten dishes in up to twenty cities, one
 * request; each cell coloured by the figure chosen on a scale from the lowest to the highest value shown, its number
 * written in it, the same cells as a table and as CSV.
 */
export default function DishMatrixPage() {
  const [params, setParams] = useSearchParams();
  const view = viewFromUrl(params);
  const show = (patch: Partial<MatrixView>) => setParams(viewToUrl({ ...view, ...patch }));
  const query = useQuery(dishMatrixOptions(view));
  const queryClient = useQueryClient();
  const [dishText, setDishText] = useState(view.dishes.join(', '));
  useDocumentTitle('Dish × city heatmap');

  const applyDishes = (event: FormEvent) => {
    event.preventDefault();
    show({ dishes: parseDishes(dishText) });
  };
  const addCity = (city: CityRef) => {
    if (view.cities.length >= MAX_MATRIX_CITIES || view.cities.some((c) => cityId(c) === cityId(city))) return;
    show({ cities: [...view.cities, city] });
  };
  // The 5 and the 10 largest are the first of the 20: one counted request serves all three buttons.
  const fillLargest = async (count: number) =>
    show({ cities: (await queryClient.fetchQuery(largestCitiesOptions())).slice(0, count) });

  const cells = query.data?.data ?? [];
  const figure = FIGURE[view.figure];
  const values = cells.map(figure.read).filter((v): v is number => v !== null);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const asOf = query.data?.meta.as_of;
  const title = `Dish × city heatmap: ${figure.label.toLowerCase()}`;

  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link to={pagePath.stats()} className={linkClass}>
          All statistics
        </Link>
      </p>
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">Dish × city heatmap</h1>
        <p className={mutedText}>
          Up to {MAX_MATRIX_DISHES} dishes in up to {MAX_MATRIX_CITIES} cities: each dish’s median price, the share of
          each city’s restaurants serving it, or its price against the dish’s US median.
        </p>
      </div>
      <section aria-label="Heatmap options" className={`${cardClass} space-y-4 p-4`}>
        <form onSubmit={applyDishes} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <div className="space-y-1">
            <label htmlFor="matrix-dishes" className="block text-sm font-medium">
              Dishes, separated by commas
            </label>
            <input
              id="matrix-dishes"
              className={inputClass}
              value={dishText}
              onChange={(e) => setDishText(e.target.value)}
              placeholder="pizza, burrito, pho"
            />
          </div>
          <button type="submit" className={buttonClass('primary')}>
            Show dishes
          </button>
        </form>
        <CityPicker submitLabel="Add city" disabled={view.cities.length >= MAX_MATRIX_CITIES} onPick={addCity} />
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {[5, 10, 20].map((count) => (
            <button
              key={count}
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() => void fillLargest(count)}
            >
              The {count} largest cities
            </button>
          ))}
          {view.cities.map((c) => (
            <button
              key={cityId(c)}
              type="button"
              className={buttonClass('ghost', 'sm')}
              onClick={() => show({ cities: view.cities.filter((x) => cityId(x) !== cityId(c)) })}
            >
              {c.city}, {c.state} <span aria-hidden="true">×</span>
              <span className="sr-only"> remove from the heatmap</span>
            </button>
          ))}
        </div>
        <div className="sm:w-80">
          <SelectField
            label="Colour shows"
            value={view.figure}
            choices={MATRIX_FIGURES.map((f) => [f, FIGURE[f].label] as const)}
            onChange={(f) => show({ figure: f })}
          />
        </div>
      </section>

      {view.dishes.length === 0 || view.cities.length === 0 ? (
        <p className={`${cardClass} p-5`} data-testid="matrix-empty">
          Choose at least one dish and one city.
        </p>
      ) : query.isError ? (
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Loading label="Reading every menu…" />
      ) : (
        <>
          <section aria-labelledby="heatmap-title" className={`${cardClass} space-y-3 p-4`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="heatmap-title" className="font-semibold">
                {figure.label}
              </h2>
              <CsvButton title="dish-city-heatmap" asOf={asOf} header={CSV_HEADER} rows={csvRows(cells)} />
            </div>
            {values.length > 0 && <ColourLegend low={low} high={high} text={figure.text} testId="heatmap-legend" />}
            {/* Twenty cities scroll sideways on a phone: the region takes the keyboard's focus, to scroll by keys. */}
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`${title}, scrollable`}>
              <table className="border-collapse text-sm" data-testid="heatmap">
                <caption className="sr-only">
                  {title}: a row per dish, a column per city. As of {asOf}.
                </caption>
                <thead>
                  <tr>
                    <th scope="col" className="px-2 py-1 text-left">
                      Dish
                    </th>
                    {view.cities.map((c) => (
                      <th key={cityId(c)} scope="col" className="px-2 py-1 text-right font-semibold whitespace-nowrap">
                        {c.city}, {c.state}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {view.dishes.map((dish, d) => (
                    <tr key={dish}>
                      <th scope="row" className="px-2 py-1 text-left font-medium whitespace-nowrap">
                        {dish}
                      </th>
                      {view.cities.map((c, i) => {
                        const cell = cells[d * view.cities.length + i];
                        const value = cell ? figure.read(cell) : null;
                        const colour = value === null ? null : heatColour(position(value, low, high));
                        return (
                          <td
                            key={cityId(c)}
                            className="min-w-20 border border-white px-2 py-2 text-right tabular-nums dark:border-stone-900"
                            style={colour ?? undefined}
                            title={cell ? `${formatCount(cell.item_count)} priced items` : undefined}
                          >
                            {value === null ? '—' : figure.text(value)}
                            {cell && value !== null && fromFewItems(cell) && (
                              <>
                                <span aria-hidden="true">*</span>
                                <span className="sr-only"> (from fewer than {FEW_ITEMS} items)</span>
                              </>
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className={`text-sm ${mutedText}`}>
              — : no priced item of the dish in that city. * : from fewer than {FEW_ITEMS} priced items, a rough figure.
              Figures as of {asOf}.
            </p>
          </section>
          <section aria-labelledby="cells-title" className={`${cardClass} space-y-3 p-4`}>
            <h2 id="cells-title" className="font-semibold">
              Every cell as a table
            </h2>
            <DataTable
              caption={`Every dish in every city, as of ${asOf}`}
              rowHeaderColumn={1}
              columns={[
                { header: 'Dish', cell: (c: MatrixCell) => c.q, sortValue: (c: MatrixCell) => c.q },
                { header: 'City', cell: (c: MatrixCell) => `${c.city}, ${c.state}`, sortValue: (c) => c.city },
                {
                  header: 'Items',
                  numeric: true,
                  cell: (c) => formatCount(c.item_count),
                  sortValue: (c) => c.item_count,
                },
                { header: 'Median', numeric: true, cell: (c) => formatPrice(c.median), sortValue: (c) => c.median },
                {
                  header: 'Serving',
                  numeric: true,
                  cell: (c) => formatPercent(c.penetration),
                  sortValue: (c) => c.penetration,
                },
                {
                  header: 'Price index',
                  numeric: true,
                  cell: (c) => (c.price_index === null ? '—' : c.price_index.toFixed(1)),
                  sortValue: (c) => c.price_index,
                },
              ]}
              rows={cells}
              rowKey={(c) => `${c.q}|${c.state}/${c.city}`}
            />
          </section>
        </>
      )}
    </div>
  );
}

/**
 * One import, whatever the format: read the restaurants (checking each place against its state's outline,
 * dropping duplicates), then the menu rows (dropping rows of restaurants that were not imported) into a scratch
 * file, then hand both to the one catalog builder. Every row ends up imported, kept with changes, or in the
 * reject report; an import that rejects too much, or finds nothing, builds nothing.
 */
import { existsSync, statSync } from 'node:fs';
import { buildCatalog, type BuildProgress, type BuildSummary } from '../index/build-catalog.ts';
import type { PhaseShare } from '../index/progress-bar.ts';
import { makeId } from '../index/ids.ts';
import { timezoneFor } from '../dataset/timezones.ts';
import { cuisineFamily } from '../dataset/cuisines.ts';
import type { CatalogRestaurant, CatalogSource, CuisineInfo } from '../index/source.ts';
import { bytesRead } from './file-window.ts';
import { MenuStaging } from './menu-staging.ts';
import { placeProblem } from './place-check.ts';
import type { MenuRowDraft, ReadRow, RestaurantDraft } from './reader.ts';
import { RejectReport, type FileTally } from './reject-report.ts';

/** A restaurant as a reader hands it over; our own format names its ids and carries its menu on the same line. */
export type RestaurantInput = RestaurantDraft & {
  id?: string;
  /** Kept when the source names a valid zone; otherwise it comes from the coordinates. */
  timezone?: string;
  menu?: { row: MenuRowDraft; itemId: string; sectionNo: number }[];
};

export interface ImportInput {
  /** `uber-eats`, `yelp`, `menu-atlas`: ids derive from it and the source's own ids. */
  format: string;
  /** What the catalog is made from, in words (health names it). */
  source: string;
  /** Every file the import reads; a missing one stops it before anything is read. */
  files: string[];
  restaurants(): AsyncIterable<ReadRow<RestaurantInput>>;
  /** Menu rows in a file of their own (Uber Eats); absent when the restaurants carry theirs or have none. */
  menuRows?(): AsyncIterable<ReadRow<MenuRowDraft>>;
  /** The label of each cuisine slug the data uses. */
  cuisineLabel(slug: string): string;
}

export type ImportPhase = 'reading' | BuildProgress['phase'];
interface ImportProgress {
  phase: ImportPhase;
  done: number;
  total: number;
}

/** The import's phases on one progress bar (shares of the time at full scale, roughly). */
export const IMPORT_PHASES: Readonly<Record<ImportPhase, PhaseShare>> = {
  reading: { start: 0, weight: 0.25, label: 'reading and checking rows' },
  writing: { start: 0.25, weight: 0.43, label: 'writing rows' },
  indexing: { start: 0.68, weight: 0.12, label: 'building search indexes' },
  optimizing: { start: 0.8, weight: 0.2, label: 'optimizing indexes' },
};

export interface ImportOptions {
  /** The largest share of any one file's rows that may be rejected before the import gives up. */
  maxRejectShare: number;
  onProgress?: (progress: ImportProgress) => void;
}

/** Documented in docs/data-import.md: a file that loses more than this is more likely misread than messy. */
export const DEFAULT_MAX_REJECT_SHARE = 0.1;

export interface ImportSummary {
  catalog: BuildSummary | null;
  rejectsPath: string;
  files: FileTally[];
  menuRows: number;
  restaurantsWithoutMenu: number;
  /** Why nothing was built, when nothing was. */
  failure: string | null;
  seconds: number;
}

interface Accepted {
  restaurant: CatalogRestaurant;
  /** Its number in the staging table. */
  index: number;
}

/** Reads every restaurant; returns the accepted ones by source id, and why each rejected source id was rejected. */
async function readRestaurants(input: ImportInput, report: RejectReport, staging: MenuStaging, onRow: () => void) {
  const accepted = new Map<string, Accepted>();
  const refused = new Map<string, string>();
  const firstLine = new Map<string, number>();
  /** Item ids a source names (our own format): two items may not share one. */
  const itemIds = new Set<string>();
  for await (const read of input.restaurants()) {
    onRow();
    if (!read.ok) {
      await report.reject(read.origin, read.reason);
      continue;
    }
    const draft = read.value;
    const earlier = firstLine.get(draft.sourceId);
    const problem =
      earlier !== undefined
        ? `duplicate id: ${draft.sourceId} (first at line ${earlier})`
        : placeProblem(draft.state, draft.latitude, draft.longitude);
    if (earlier === undefined) firstLine.set(draft.sourceId, read.origin.line);
    if (problem !== null) {
      if (earlier === undefined) refused.set(draft.sourceId, `line ${read.origin.line}: ${problem}`);
      await report.reject(read.origin, problem);
      continue;
    }
    const { sourceId, id, menu, timezone, ...fields } = draft;
    const index = accepted.size;
    const restaurant: CatalogRestaurant = {
      ...fields,
      id: id ?? makeId('rst', `${input.format}/${sourceId}`),
      timezone: timezone ?? timezoneFor(fields.state, fields.latitude, fields.longitude),
    };
    accepted.set(sourceId, { restaurant, index });
    for (const { row, ...named } of menu ?? []) {
      if (itemIds.has(named.itemId)) {
        await report.reject({ ...read.origin, row }, `duplicate item_id: ${named.itemId}`);
        continue;
      }
      itemIds.add(named.itemId);
      staging.add(index, row, named);
    }
    report.accept(read.origin.file, read.changes);
  }
  return { accepted, refused };
}

async function readMenuRows(
  rows: AsyncIterable<ReadRow<MenuRowDraft>>,
  restaurants: { accepted: Map<string, Accepted>; refused: Map<string, string> },
  report: RejectReport,
  staging: MenuStaging,
  onRow: () => void,
): Promise<void> {
  for await (const read of rows) {
    onRow();
    if (!read.ok) {
      await report.reject(read.origin, read.reason);
      continue;
    }
    const id = read.value.restaurantSourceId;
    const owner = restaurants.accepted.get(id);
    if (!owner) {
      const why = restaurants.refused.get(id);
      await report.reject(
        read.origin,
        why === undefined ? `unknown restaurant: ${id}` : `restaurant not imported: ${id} (${why})`,
      );
      continue;
    }
    staging.add(owner.index, read.value);
    report.accept(read.origin.file, read.changes);
  }
}

/** Why the import should stop before building, if it should. */
function failureOf(
  files: readonly FileTally[],
  restaurants: number,
  maxShare: number,
  rejectsPath: string,
): string | null {
  for (const file of files) {
    const total = file.imported + file.changed + file.rejected;
    if (total > 0 && file.rejected / total > maxShare) {
      const share = ((100 * file.rejected) / total).toFixed(1);
      return (
        `${file.file}: ${file.rejected.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows rejected ` +
        `(${share}%, more than the ${100 * maxShare}% allowed); see ${rejectsPath}`
      );
    }
  }
  return restaurants === 0 ? `no restaurant could be imported; see ${rejectsPath}` : null;
}

export async function importCatalog(input: ImportInput, out: string, options: ImportOptions): Promise<ImportSummary> {
  const started = performance.now();
  const missing = input.files.find((file) => !existsSync(file));
  if (missing) throw new Error(`${missing}: no such file`);
  const onProgress = options.onProgress ?? (() => {});
  const rejectsPath = `${out}.rejects.jsonl`;
  const report = new RejectReport(rejectsPath);
  const staging = new MenuStaging(`${out}.staging-${process.pid}`);
  // Reading is measured in bytes of the input files, the one total known before reading.
  const total = input.files.reduce((sum, file) => sum + statSync(file).size, 0);
  const before = bytesRead();
  let rows = 0;
  const onRow = () => {
    rows += 1;
    if (rows % 10_000 === 0) onProgress({ phase: 'reading', done: bytesRead() - before, total });
  };
  try {
    const restaurants = await readRestaurants(input, report, staging, onRow);
    if (input.menuRows) await readMenuRows(input.menuRows(), restaurants, report, staging, onRow);
    staging.finish();
    await report.close();
    const files = report.files();
    const summary = { rejectsPath, files, menuRows: staging.rows, restaurantsWithoutMenu: 0 };
    const failure = failureOf(files, restaurants.accepted.size, options.maxRejectShare, rejectsPath);
    if (failure) return { ...summary, catalog: null, failure, seconds: (performance.now() - started) / 1000 };

    const byRestaurant = new Map([...restaurants.accepted.values()].map((entry) => [entry.restaurant, entry.index]));
    let withoutMenu = 0;
    const cuisines = new Set<string>();
    const source: CatalogSource = {
      source: input.source,
      metadata: { format: input.format },
      restaurants: () => [...byRestaurant.keys()],
      menu: (restaurant) => {
        const sections = staging.menu(byRestaurant.get(restaurant)!, restaurant.id);
        if (sections.length === 0) withoutMenu += 1;
        return sections;
      },
      cuisines: (): CuisineInfo[] => {
        for (const restaurant of byRestaurant.keys()) for (const slug of restaurant.cuisines) cuisines.add(slug);
        return [...cuisines].sort().map((slug) => ({ slug, label: input.cuisineLabel(slug), ...cuisineFamily(slug) }));
      },
    };
    const catalog = buildCatalog(source, out, onProgress);
    return {
      ...summary,
      catalog,
      restaurantsWithoutMenu: withoutMenu,
      failure: null,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    staging.close();
    await report.close();
  }
}

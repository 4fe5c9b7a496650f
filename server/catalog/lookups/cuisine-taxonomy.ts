/**
 * The cuisines a catalog knows (GET /v1/cuisines, and what a cuisine filter may name): every slug its builder
 * recorded (the sample's whole table, or an import's slugs) and every slug a restaurant holds, with the name,
 * parent and kind the builder recorded and the national restaurant count it precomputed. The served catalog's set,
 * not a fixed list: an imported catalog has slugs the sample never had.
 */
import type Database from 'better-sqlite3';
import type { CuisineInfo } from '../../index/source.ts';
import type { CuisineEntry } from '../records.ts';

export class CuisineTaxonomy {
  /** Every known cuisine, by slug. */
  readonly entries: readonly CuisineEntry[];
  private readonly bySlug: ReadonlyMap<string, CuisineEntry>;

  constructor(db: Database.Database, heldSlugs: readonly string[]) {
    const recorded = db.prepare("SELECT value FROM meta WHERE key = 'cuisines'").pluck().get() as string | undefined;
    const infos = new Map((recorded ? (JSON.parse(recorded) as CuisineInfo[]) : []).map((c) => [c.slug, c]));
    const counts = new Map(
      db
        .prepare<[], [string, number]>("SELECT cuisine, restaurant_count FROM cuisine_counts WHERE scope = ''")
        .raw()
        .all(),
    );
    const slugs = [...new Set([...infos.keys(), ...heldSlugs])].sort();
    const known = new Set(slugs);
    this.entries = slugs.map((slug) => {
      const info = infos.get(slug);
      const parent = info?.parent ?? null;
      return {
        cuisine: slug,
        // A catalog without labels names each by its slug's words.
        name: info?.label ?? slug.replaceAll('-', ' '),
        parent: parent !== null && known.has(parent) ? parent : null,
        kind: info?.kind ?? 'cuisine',
        restaurant_count: counts.get(slug) ?? 0,
      };
    });
    this.bySlug = new Map(this.entries.map((entry) => [entry.cuisine, entry]));
  }

  get(slug: string): CuisineEntry | undefined {
    return this.bySlug.get(slug);
  }

  /** The slugs among these that the catalog does not know. */
  unknown(slugs: readonly string[]): string[] {
    return slugs.filter((slug) => !this.bySlug.has(slug));
  }
}

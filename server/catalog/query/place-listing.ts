/**
 * A place's restaurants in id order, a page at a time, for bulk sync (GET /v1/restaurants): a keyset walk over the
 * catalog's restaurants in id order, held in memory per connection, from just after the last id a page sent. Each
 * page costs the rows it passes over to find its own, never the pages before it, so a whole walk reads the catalog's
 * id order once however many pages it takes.
 */
import type { PlaceListing, PlaceListingRequest } from '../catalog.ts';
import type { Connection } from '../connection.ts';
import { inOrder, toRestaurant } from '../rows.ts';
import { Conditions } from './conditions.ts';

/** The restaurants in id order (rank → rowid), and each restaurant's rank (rowid → rank). */
interface IdOrder {
  rowids: Uint32Array;
  rank: Uint32Array;
}

const idOrders = new WeakMap<Connection, IdOrder>();

/** Read once per connection from the id index (tens of milliseconds at full scale), on the first listing. */
function idOrder(connection: Connection): IdOrder {
  let order = idOrders.get(connection);
  if (!order) {
    const rowids = Uint32Array.from(
      connection.db.prepare<[], number>('SELECT rowid FROM restaurants ORDER BY id').pluck().all(),
    );
    const rank = new Uint32Array(connection.attributes.state.length);
    rowids.forEach((rowid, at) => (rank[rowid] = at));
    idOrders.set(connection, (order = { rowids, rank }));
  }
  return order;
}

export function placeListing(connection: Connection, request: PlaceListingRequest): PlaceListing {
  const { state, city, after, limit } = request;
  const conditions = new Conditions(
    connection.attributes,
    { state, ...(city !== undefined && { city }) },
    0,
    null,
    'restaurants',
  );
  if (conditions.cities?.size === 0) return { restaurants: [], more: false, unknownCity: true };
  const { rowids, rank } = idOrder(connection);
  let from = 0;
  if (after !== undefined) {
    const last = connection.statements.restaurantById.get(after);
    if (!last) return { restaurants: [], more: false, unknownAfter: true };
    from = rank[last.rowid]! + 1;
  }
  const page: number[] = [];
  let more = false;
  for (let at = from; at < rowids.length; at += 1) {
    if (conditions.restaurantMask(rowids[at]!) !== 0) continue;
    if (page.length === limit) {
      more = true;
      break;
    }
    page.push(rowids[at]!);
  }
  const rows = inOrder(page, connection.statements.restaurantsByRowids.all(JSON.stringify(page)));
  return { restaurants: rows.map(toRestaurant), more };
}

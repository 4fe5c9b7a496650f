/**
 * Cursors (docs/api-decisions.md, "Cursor paging and sync"): an opaque string that continues a list where its last
 * page ended, past the offset window. It is base64url of a small JSON object: which catalog it was issued on, a hash
 * of the request it continues (everything but the page and the field selection), where to continue, and the instant
 * the first page was asked at, so "open now" means the same thing on every page of one walk.
 *
 * Nothing in it is secret or signed: a client that edits one can only ask for a position it could reach by paging.
 */
import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { catalogIdentity, type Catalog } from '../catalog/catalog.ts';
import { ApiError } from '../gateway/errors.ts';

/** The longest cursor accepted: the ones issued are under 150 characters. */
const MAX_CURSOR_LENGTH = 512;

export const CursorField = Type.String({
  minLength: 1,
  maxLength: MAX_CURSOR_LENGTH,
  description:
    'pagination.next_cursor of the previous page: continues the same request (send the same other fields) past ' +
    'the offset window, to the last match. Not with offset. A cursor from another catalog is 400 cursor_expired.',
});

/** Where a walk continues: a position in the list's order, or (an id-ordered listing) the last id sent. */
export type CursorPosition = number | string;

interface CursorBody {
  /** The catalog it was issued on. */
  c: string;
  /** The request it continues. */
  r: string;
  /** Where to continue. */
  p: CursorPosition;
  /** The first page's instant (ms since the epoch), where the list depends on it. */
  t?: number;
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 16);

/** JSON with object keys sorted, so the same request hashes the same whatever order its fields came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, v]) => `${JSON.stringify(key)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A list's cursors: issued and read against one catalog and one request (`scope`: what must not change). */
export class Cursors {
  private constructor(
    private readonly catalog: string,
    private readonly request: string,
  ) {}

  /** The cursors of `scope` on the catalog served now. */
  static async of(catalog: Catalog, scope: unknown): Promise<Cursors> {
    return new Cursors(digest(catalogIdentity(await catalog.describe())), digest(canonical(scope)));
  }

  write(position: CursorPosition, instant?: number): string {
    const body: CursorBody = {
      c: this.catalog,
      r: this.request,
      p: position,
      ...(instant !== undefined && { t: instant }),
    };
    return Buffer.from(JSON.stringify(body)).toString('base64url');
  }

  /**
   * The position a cursor continues from: 400 parameter_invalid when it is not one this API issued or was issued
   * for another request, 400 cursor_expired when it was issued on another catalog (its positions mean nothing here).
   */
  read(cursor: string): { position: CursorPosition; instant?: number } {
    const body = parse(cursor);
    if (!body) throw invalid('The cursor is not one this API issued: send pagination.next_cursor as it came.');
    if (body.c !== this.catalog) {
      throw new ApiError(
        'cursor_expired',
        'The cursor was issued on another catalog, which has since been replaced: start again from the first page.',
        { param: 'cursor' },
      );
    }
    if (body.r !== this.request) {
      throw invalid('The cursor continues another request: send it with the same fields as the page it came from.');
    }
    return { position: body.p, ...(body.t !== undefined && { instant: body.t }) };
  }

  /** The id a cursor of a list in id order continues after (a sync listing); 400 for a positional list's cursor. */
  readId(cursor: string): string {
    const { position } = this.read(cursor);
    if (typeof position !== 'string') throw anotherKind();
    return position;
  }
}

const invalid = (message: string) => new ApiError('parameter_invalid', message, { param: 'cursor' });
const anotherKind = () => invalid('The cursor continues another kind of list.');

function parse(cursor: string): CursorBody | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { c, r, p, t } = body as Record<string, unknown>;
  if (typeof c !== 'string' || typeof r !== 'string') return null;
  const position =
    (typeof p === 'number' && Number.isSafeInteger(p) && p >= 0) || (typeof p === 'string' && p.length > 0);
  if (!position) return null;
  if (t !== undefined && !(typeof t === 'number' && Number.isSafeInteger(t))) return null;
  return body as CursorBody;
}

/**
 * Where a page of a positional list (a search, a ranking) starts, and the cursors of its `scope`: the cursor's
 * position and instant when one is sent, else the offset asked (which may not come with a cursor).
 */
export async function pageStart(
  catalog: Catalog,
  scope: unknown,
  page: { cursor?: string | undefined; offset?: number | undefined },
): Promise<{ cursors: Cursors; offset: number; instant?: number }> {
  checkCursorOrOffset(page.cursor, page.offset);
  const cursors = await Cursors.of(catalog, scope);
  if (page.cursor === undefined) return { cursors, offset: page.offset ?? 0 };
  const { position, instant } = cursors.read(page.cursor);
  if (typeof position !== 'number') throw anotherKind();
  return { cursors, offset: position, ...(instant !== undefined && { instant }) };
}

/** Refuses a request that sends both a cursor and an offset: they say two places to start. */
function checkCursorOrOffset(cursor: string | undefined, offset: number | undefined): void {
  if (cursor !== undefined && offset !== undefined) {
    throw new ApiError('parameter_invalid', 'Send cursor or offset, not both: the cursor says where to continue.', {
      param: 'cursor',
    });
  }
}

/** A ranking's pagination: its total is exact, so another page exists while the page ends before it. */
export function rankingPagination(
  cursors: Cursors,
  { limit, offset, returned, total }: { limit: number; offset: number; returned: number; total: number },
  instant?: number,
) {
  const hasMore = offset + returned < total;
  return {
    limit,
    offset,
    returned,
    total_estimated: total,
    has_more: hasMore,
    ...(hasMore && { next_cursor: cursors.write(offset + returned, instant) }),
  };
}

/**
 * GET /v1/usage (the month's figures and its days) and GET /v1/usage/requests (the key's request log). Neither is
 * counted; the log's own reads are not logged either (docs/api-decisions.md, "Usage you can audit").
 */
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { dayOf, type AccountsStore, type DayUsage, type LogPosition } from '../accounts/accounts.ts';
import { ApiError } from '../gateway/errors.ts';
import { remaining } from '../gateway/quota.ts';
import type { UsageLogWriter } from '../gateway/usage-log.ts';
import { REQUEST_LOG_PAGE, REQUEST_LOG_SIZE } from '../../rules/limits.ts';
import { errorResponses } from './common.ts';
import { KeyId } from './keys.ts';

export interface UsageRouteOptions {
  accounts: AccountsStore;
  /** Entries this node has not written yet: written before the log or the days are read. */
  usageLog: Pick<UsageLogWriter, 'flush'>;
  now: () => Date;
}

const UsageSchema = Type.Object({
  data: Type.Object({
    key_id: KeyId,
    plan: Type.Literal('free'),
    limit: Type.Integer(),
    used: Type.Integer(),
    remaining: Type.Integer(),
    resets_at: Type.String({ format: 'date-time' }),
    days: Type.Array(
      Type.Object({
        date: Type.String({ format: 'date', description: 'A day of the quota month, UTC' }),
        used: Type.Integer({ minimum: 0 }),
      }),
      {
        description:
          'Every day of the current quota month so far (UTC, as the month and resets_at are), oldest first, zeros ' +
          'included: the requests counted that day and the units suggest sessions cost. Written within a second ' +
          'of each request; used is the exact total.',
      },
    ),
  }),
});

const LoggedRequestSchema = Type.Object({
  at: Type.String({ format: 'date-time', description: 'When the request arrived' }),
  method: Type.String({ examples: ['GET'] }),
  path: Type.String({ description: 'The path without its query string', examples: ['/v1/stats/top-cuisines'] }),
  status: Type.Integer({ examples: [200] }),
  request_id: Type.String({ pattern: '^req_[0-9A-Za-z]{16}$' }),
  processing_ms: Type.Number({ description: 'Time from arrival to the last byte of the answer' }),
  counted: Type.Boolean({
    description: 'Whether it cost a unit: false for 304, HEAD, refusals and suggest calls in a session',
  }),
});

const RequestLogSchema = Type.Object({
  data: Type.Array(LoggedRequestSchema),
  pagination: Type.Object({
    limit: Type.Integer(),
    returned: Type.Integer(),
    has_more: Type.Boolean(),
    next_cursor: Type.Union([Type.String(), Type.Null()], {
      description: 'Send as cursor for the next, older page; null on the last page',
    }),
  }),
});

const CURSOR_SHAPE = /^(\d{1,16})\.(\d{1,16})$/;

/** A cursor is the last entry's position, opaque to clients. */
const encodeCursor = (position: LogPosition) => Buffer.from(`${position.at}.${position.id}`).toString('base64url');

function decodeCursor(cursor: string): LogPosition {
  const match = CURSOR_SHAPE.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  const position = match ? { at: Number(match[1]), id: Number(match[2]) } : null;
  // Base64url decoding skips what it cannot read, so only a cursor we could have made is accepted.
  if (!position || encodeCursor(position) !== cursor) {
    throw new ApiError('parameter_invalid', 'The cursor is not one this endpoint returned.', { param: 'cursor' });
  }
  return position;
}

/** Every day from the period's first to `today`, with the counted ones filled in. */
function monthDays(period: string, today: string, counted: DayUsage[]): DayUsage[] {
  const byDate = new Map(counted.map((day) => [day.date, day.used]));
  const days: DayUsage[] = [];
  for (let day = Date.parse(`${period}-01T00:00:00Z`); dayOf(day) <= today; day += 86_400_000) {
    days.push({ date: dayOf(day), used: byDate.get(dayOf(day)) ?? 0 });
  }
  return days;
}

export const usageRoutes: FastifyPluginAsync<UsageRouteOptions, never, TypeBoxTypeProvider> = async (app, options) => {
  const { accounts, usageLog, now } = options;

  app.get(
    '/v1/usage',
    {
      config: { quotaExempt: true },
      schema: {
        operationId: 'getUsage',
        tags: ['keys'],
        summary: "This key's quota for the current month, by day (not counted)",
        response: { 200: UsageSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const key = request.apiKey!;
      const quota = request.quota!;
      await usageLog.flush();
      const counted = await accounts.usageByDay(key.keyId, quota.window.period);
      reply.header('Cache-Control', 'no-store');
      return {
        data: {
          key_id: key.keyId,
          plan: key.plan,
          limit: quota.limit,
          used: quota.used,
          remaining: remaining(quota),
          resets_at: quota.window.resetsAt.toISOString(),
          days: monthDays(quota.window.period, dayOf(now().getTime()), counted),
        },
      };
    },
  );

  app.get(
    '/v1/usage/requests',
    {
      config: { quotaExempt: true, readsRequestLog: true },
      schema: {
        operationId: 'listRequests',
        tags: ['keys'],
        summary: "This key's last requests, newest first (not counted)",
        description:
          `The key's last ${REQUEST_LOG_SIZE.toLocaleString('en-US')} authenticated requests, newest first, ` +
          'whatever sent them; reads of this log are not in it. A request appears within a second of its answer.',
        querystring: Type.Object(
          {
            limit: Type.Optional(
              Type.Integer({
                minimum: REQUEST_LOG_PAGE.min,
                maximum: REQUEST_LOG_PAGE.max,
                default: REQUEST_LOG_PAGE.default,
              }),
            ),
            cursor: Type.Optional(
              Type.String({ minLength: 1, maxLength: 64, description: 'pagination.next_cursor of the previous page' }),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 200: RequestLogSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { limit = REQUEST_LOG_PAGE.default, cursor } = request.query;
      const after = cursor === undefined ? undefined : decodeCursor(cursor);
      await usageLog.flush();
      const entries = await accounts.requestLog(request.apiKey!.keyId, limit + 1, after);
      const page = entries.slice(0, limit);
      const hasMore = entries.length > limit;
      reply.header('Cache-Control', 'no-store');
      return {
        data: page.map((entry) => ({
          at: new Date(entry.at).toISOString(),
          method: entry.method,
          path: entry.path,
          status: entry.status,
          request_id: entry.requestId,
          processing_ms: entry.processingMs,
          counted: entry.counted,
        })),
        pagination: {
          limit,
          returned: page.length,
          has_more: hasMore,
          next_cursor: hasMore ? encodeCursor(page.at(-1)!.position) : null,
        },
      };
    },
  );
};

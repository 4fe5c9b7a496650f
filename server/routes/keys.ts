/** POST /v1/keys (self-service sign-up) and DELETE /v1/keys/current; a key's usage is in usage.ts. */
import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AccountsStore } from '../accounts/accounts.ts';
import { KEY_PATTERN, mintKey, type KeyAuthenticator } from '../gateway/api-keys.ts';
import { ApiError } from '../gateway/errors.ts';
import { errorResponses } from './common.ts';

export interface KeyRouteOptions {
  accounts: AccountsStore;
  authenticator: KeyAuthenticator;
  quotaLimit: number;
  signupLimitPerHour: number;
  now: () => Date;
}

const SignupBody = Type.Object(
  { email: Type.String({ format: 'email', maxLength: 254, examples: ['ada@example.com'] }) },
  { additionalProperties: false },
);

export const KeyId = Type.String({ pattern: '^key_[0-9A-Za-z]{16}$' });

const CreatedKeySchema = Type.Object({
  data: Type.Object({
    api_key: Type.String({ pattern: KEY_PATTERN, description: 'Shown once; only its hash is kept' }),
    key_id: KeyId,
    created_at: Type.String({ format: 'date-time' }),
    plan: Type.Literal('free'),
    quota: Type.Object({ limit: Type.Integer(), window: Type.Literal('month') }),
  }),
});

/** The sign-up window a moment falls in: the UTC hour, "YYYY-MM-DDTHH". */
function hourWindow(now: Date): { window: string; secondsLeft: number } {
  const start = Math.floor(now.getTime() / 3_600_000) * 3_600_000;
  return {
    window: new Date(start).toISOString().slice(0, 13),
    secondsLeft: Math.max(1, Math.ceil((start + 3_600_000 - now.getTime()) / 1000)),
  };
}

/** Client addresses are kept only as a hash: enough to count sign-ups, nothing to read back. */
const addressKey = (ip: string) => createHash('sha256').update(ip).digest('hex').slice(0, 32);

export const keyRoutes: FastifyPluginAsync<KeyRouteOptions, never, TypeBoxTypeProvider> = async (app, options) => {
  const { accounts, authenticator, quotaLimit, signupLimitPerHour, now } = options;

  app.post(
    '/v1/keys',
    {
      config: { public: true },
      schema: {
        operationId: 'createKey',
        tags: ['keys'],
        summary: 'Create a free API key',
        description: `The key is shown once, in this response. Sign-ups are limited per client address.`,
        security: [],
        body: SignupBody,
        response: { 201: CreatedKeySchema, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const moment = now();
      const { window, secondsLeft } = hourWindow(moment);
      const signup = await accounts.countSignup(addressKey(request.ip), window, signupLimitPerHour);
      if (!signup.counted) {
        throw new ApiError(
          'signup_rate_limited',
          `Too many keys were created from your address; try again in ${secondsLeft} seconds.`,
          {
            headers: { 'Retry-After': String(secondsLeft) },
          },
        );
      }
      const { apiKey, ...stored } = mintKey();
      const createdAt = moment.toISOString();
      await accounts.createKey({ ...stored, email: request.body.email, plan: 'free', createdAt });
      request.log.info({ key_id: stored.keyId }, 'key created');
      reply.code(201).header('Cache-Control', 'no-store');
      return {
        data: {
          api_key: apiKey,
          key_id: stored.keyId,
          created_at: createdAt,
          plan: 'free' as const,
          quota: { limit: quotaLimit, window: 'month' as const },
        },
      };
    },
  );

  app.delete(
    '/v1/keys/current',
    {
      config: { quotaExempt: true },
      schema: {
        operationId: 'revokeCurrentKey',
        tags: ['keys'],
        summary: 'Revoke the key this request is made with',
        description: 'The key is refused from the next request on. Works even when the quota is used up.',
        response: { 204: Type.Null({ description: 'Revoked' }), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const key = request.apiKey!;
      await accounts.revokeKey(key.keyId, now());
      authenticator.forget(key.keyHash);
      request.log.info({ key_id: key.keyId }, 'key revoked');
      return reply.code(204).send(null);
    },
  );
};

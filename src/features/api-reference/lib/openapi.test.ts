import { describe, expect, it } from 'vitest';
import {
  codeSpans,
  constraints,
  describeType,
  exampleBody,
  exampleValue,
  operationsByTag,
  type OpenApiDocument,
} from './openapi';

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  security: [{ bearerAuth: [] }],
  paths: {
    '/v1/health': { get: { operationId: 'getHealth', tags: ['health'], security: [] } },
    '/v1/search/items': {
      post: {
        operationId: 'searchItems',
        tags: ['search'],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['q'],
                properties: {
                  q: { type: 'string', minLength: 1, maxLength: 1000 },
                  state: { type: 'string', pattern: '^[A-Za-z]{2}$', examples: ['TX'] },
                  limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
                },
              },
            },
          },
        },
      },
    },
    '/v1/restaurants/{restaurant_id}': { get: { operationId: 'getRestaurant', tags: ['restaurants'] } },
  },
  components: {
    schemas: {
      Hit: {
        type: 'object',
        properties: {
          id: { type: 'string', examples: ['rst_1'] },
          status: {
            anyOf: [
              { type: 'string', enum: ['ok'] },
              { type: 'string', enum: ['degraded'] },
            ],
          },
          price: { anyOf: [{ type: 'number' }, { type: 'null' }] },
        },
      },
    },
  },
};

describe('operationsByTag', () => {
  it('groups operations by tag in document order, with anchors and whether a key is needed', () => {
    const groups = operationsByTag(doc);
    expect(groups.map((g) => g.tag)).toEqual(['health', 'search', 'restaurants']);
    expect(groups[0]!.operations[0]).toMatchObject({ id: 'op-getHealth', method: 'GET', needsKey: false });
    expect(groups[1]!.operations[0]).toMatchObject({ method: 'POST', path: '/v1/search/items', needsKey: true });
  });
});

describe('describeType and constraints', () => {
  it('names references, arrays, choices and nullables', () => {
    expect(describeType({ type: 'array', items: { $ref: '#/components/schemas/Hit' } })).toBe('Hit[]');
    expect(describeType(doc.components!.schemas!.Hit!.properties!.status!)).toBe('"ok" | "degraded"');
    expect(describeType(doc.components!.schemas!.Hit!.properties!.price!)).toBe('number | null');
  });

  it('says ranges, lengths, patterns and defaults in words', () => {
    expect(constraints({ type: 'integer', minimum: 1, maximum: 100, default: 20 })).toEqual(['1–100', 'default 20']);
    expect(constraints({ type: 'string', minLength: 1, pattern: '^x$' })).toEqual(['≥ 1 characters', 'pattern ^x$']);
  });
});

describe('examples', () => {
  it('starts a request body from the required fields and the defaults', () => {
    expect(exampleBody(doc, doc.paths['/v1/search/items']!.post!.requestBody!)).toEqual({ q: 'string', limit: 20 });
  });

  it("starts from the body's own example when the document gives one", () => {
    const schema = doc.paths['/v1/search/items']!.post!.requestBody!.content!['application/json']!.schema!;
    const examples = { first: { value: { phone: '+15048481180' } }, second: { value: { name: 'x' } } };
    expect(exampleBody(doc, { content: { 'application/json': { schema, examples } } })).toEqual({
      phone: '+15048481180',
    });
    expect(exampleBody(doc, { content: { 'application/json': { schema, example: { ids: ['rst_1'] } } } })).toEqual({
      ids: ['rst_1'],
    });
  });

  it('builds a value through references, taking examples and first choices', () => {
    expect(exampleValue(doc, { type: 'array', items: { $ref: '#/components/schemas/Hit' } })).toEqual([
      { id: 'rst_1', status: 'ok', price: 0 },
    ]);
  });
});

describe('codeSpans', () => {
  it('splits a description at its backtick code spans, and leaves a lone backtick as text', () => {
    expect(codeSpans('`status` is `degraded` (with a `reason`).')).toEqual([
      { code: true, text: 'status' },
      { code: false, text: ' is ' },
      { code: true, text: 'degraded' },
      { code: false, text: ' (with a ' },
      { code: true, text: 'reason' },
      { code: false, text: ').' },
    ]);
    expect(codeSpans('no code, one ` tick')).toEqual([{ code: false, text: 'no code, one ` tick' }]);
  });
});

/** The part of an OpenAPI 3.1 document the reference renders, and the few readings of it the page needs. */

export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  $ref?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  description?: string;
  examples?: unknown[];
  example?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: Schema;
  example?: unknown;
}

interface Content {
  /** A body's or an answer's examples sit beside its schema: one as `example`, several by name. */
  content?: Record<string, { schema?: Schema; example?: unknown; examples?: Record<string, { value?: unknown }> }>;
}

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: Content & { required?: boolean };
  responses?: Record<string, Content & { description?: string }>;
  security?: unknown[];
}

export interface OpenApiDocument {
  openapi: string;
  /** `x-quota`: the monthly quota this server is configured with (the server's own extension). */
  info: { title: string; version: string; description?: string; 'x-quota'?: { limit: number; window: string } };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema>; securitySchemes?: Record<string, { description?: string }> };
  security?: unknown[];
}

export interface OperationEntry {
  /** Anchor id: `op-<operationId>`. */
  id: string;
  method: string;
  path: string;
  operation: Operation;
  /** False when the operation says `security: []` (public). */
  needsKey: boolean;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Operations grouped by their first tag, in the document's order. */
export function operationsByTag(doc: OpenApiDocument): { tag: string; operations: OperationEntry[] }[] {
  const groups = new Map<string, OperationEntry[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'other';
      const id = `op-${operation.operationId ?? `${method}-${path.replace(/[^a-z0-9]+/gi, '-')}`}`;
      const needsKey = (operation.security ?? doc.security ?? []).length > 0;
      if (!groups.has(tag)) groups.set(tag, []);
      groups.get(tag)!.push({ id, method: method.toUpperCase(), path, operation, needsKey });
    }
  }
  return [...groups].map(([tag, operations]) => ({ tag, operations }));
}

/** `#/components/schemas/ItemHit` → `ItemHit`. */
export function refName(schema: Schema): string | null {
  return schema.$ref?.split('/').pop() ?? null;
}

function resolve(doc: OpenApiDocument, schema: Schema): Schema {
  const name = refName(schema);
  return (name && doc.components?.schemas?.[name]) || schema;
}

const variants = (schema: Schema) => schema.anyOf ?? schema.oneOf;

/** "string", "integer", "ItemHit[]", `"ok" | "degraded"`, "string | null". */
export function describeType(schema: Schema): string {
  const name = refName(schema);
  if (name) return name;
  const options = variants(schema);
  if (options) return [...new Set(options.map(describeType))].join(' | ');
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.type === 'array') return `${schema.items ? describeType(schema.items) : 'any'}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return schema.type ?? 'any';
}

/** The rules a value must keep, in words: "1–100", "default 20", "pattern ^[A-Za-z]{2}$". */
export function constraints(schema: Schema): string[] {
  const rules: string[] = [];
  const range = (min?: number, max?: number, unit = '') =>
    min !== undefined && max !== undefined
      ? `${min}–${max}${unit}`
      : min !== undefined
        ? `≥ ${min}${unit}`
        : max !== undefined
          ? `≤ ${max}${unit}`
          : null;
  const size = range(schema.minimum, schema.maximum);
  if (size) rules.push(size);
  const length = range(schema.minLength, schema.maxLength, ' characters');
  if (length) rules.push(length);
  if (schema.format) rules.push(schema.format);
  if (schema.pattern) rules.push(`pattern ${schema.pattern}`);
  if (schema.default !== undefined) rules.push(`default ${JSON.stringify(schema.default)}`);
  return rules;
}

/** A value that fits the schema: its example, default or first choice, else a placeholder of its type. */
export function exampleValue(doc: OpenApiDocument, schema: Schema, depth = 0): unknown {
  const s = resolve(doc, schema);
  if (s.examples?.length) return s.examples[0];
  if (s.example !== undefined) return s.example;
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  if (s.const !== undefined) return s.const;
  const options = variants(s);
  if (options?.length) return exampleValue(doc, options[0]!, depth);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'object' || s.properties) {
    if (depth > 3) return {};
    return Object.fromEntries(
      Object.entries(s.properties ?? {}).map(([name, p]) => [name, exampleValue(doc, p, depth + 1)]),
    );
  }
  if (type === 'array') return depth > 3 || !s.items ? [] : [exampleValue(doc, s.items, depth + 1)];
  if (type === 'integer' || type === 'number') return s.minimum ?? 0;
  if (type === 'boolean') return false;
  if (type === 'null') return null;
  return 'string';
}

/**
 * A request body to start from: the body's own example when the document gives one (a body whose fields are all
 * optional but not all at once, such as a business match, needs one), else the required fields and the optional
 * ones that have a default.
 */
export function exampleBody(doc: OpenApiDocument, requestBody: Content): unknown {
  const json = requestBody.content?.['application/json'];
  const given = json?.example ?? Object.values(json?.examples ?? {})[0]?.value;
  if (given !== undefined) return given;
  return exampleFields(doc, json?.schema ?? {});
}

function exampleFields(doc: OpenApiDocument, schema: Schema): unknown {
  const s = resolve(doc, schema);
  if (!s.properties) return exampleValue(doc, s);
  const required = new Set(s.required ?? []);
  return Object.fromEntries(
    Object.entries(s.properties)
      .filter(([name, p]) => required.has(name) || p.default !== undefined)
      .map(([name, p]) => [name, exampleValue(doc, p)]),
  );
}

export function jsonSchemaOf(content: Content | undefined): Schema | null {
  return content?.content?.['application/json']?.schema ?? null;
}

/** Description text split at its Markdown code spans: "`status` is `ok`" → code, text, code. */
export function codeSpans(text: string): { code: boolean; text: string }[] {
  return text
    .split(/`([^`]+)`/)
    .map((part, i) => ({ code: i % 2 === 1, text: part }))
    .filter((part) => part.text !== '');
}

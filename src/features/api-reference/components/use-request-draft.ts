import { useState } from 'react';
import { exampleBody, exampleValue, jsonSchemaOf, type OpenApiDocument, type OperationEntry } from '../lib/openapi';

function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

function initialValue(doc: OpenApiDocument, example: unknown, schema: unknown, required: boolean): string {
  if (example !== undefined) return String(example);
  return required && schema ? String(exampleValue(doc, schema)) : '';
}

function compact(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body));
  } catch {
    return body;
  }
}

/**
 * One operation's request as the reader is shaping it: parameters and JSON body, starting from the document's
 * examples. The code sample beside the operation shows it before anything is sent, and Try it edits and sends it.
 */
export function useRequestDraft(doc: OpenApiDocument, entry: OperationEntry) {
  const parameters = (entry.operation.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
  const bodySchema = jsonSchemaOf(entry.operation.requestBody);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      parameters.map((p) => [p.name, initialValue(doc, p.example, p.schema, p.in === 'path' || !!p.required)]),
    ),
  );
  const [body, setBody] = useState(() =>
    bodySchema ? JSON.stringify(exampleBody(doc, entry.operation.requestBody!), null, 2) : '',
  );
  const path = fillPath(entry.path, values);
  const query = Object.fromEntries(
    parameters.filter((p) => p.in === 'query' && values[p.name]).map((p) => [p.name, values[p.name]!]),
  );
  const search = new URLSearchParams(query).toString();
  return {
    parameters,
    bodySchema,
    values,
    setValue: (name: string, value: string) => setValues((v) => ({ ...v, [name]: value })),
    body,
    setBody,
    path,
    query,
    /** Path and query string, as the code sample puts them after the base URL. */
    target: `${path}${search ? `?${search}` : ''}`,
    /** The body as one line of JSON for the code sample (as typed when it is not JSON), or null. */
    sampleBody: bodySchema ? body.trim() && compact(body) : null,
  };
}

export type RequestDraft = ReturnType<typeof useRequestDraft>;

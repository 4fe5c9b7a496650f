/** The same request as curl, JavaScript (fetch) and Python (requests), ready to paste into a terminal or a file. */

export interface SnippetRequest {
  method: string;
  url: string;
  /** JSON text, or null. */
  body: string | null;
  /** What goes after "Bearer ": the key, a masked key or a placeholder; null for a public operation (no header). */
  key: string | null;
}

export type SnippetLanguage = 'curl' | 'javascript' | 'python';

export const SNIPPET_LANGUAGES: { id: SnippetLanguage; label: string }[] = [
  { id: 'curl', label: 'curl' },
  { id: 'javascript', label: 'JavaScript' },
  { id: 'python', label: 'Python' },
];

/** A POSIX shell word in single quotes: a quote inside becomes '\''. */
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function parsedBody(body: string | null): unknown {
  if (body === null || body === '') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

function curl({ method, url, body, key }: SnippetRequest): string {
  const lines = [`curl${method === 'GET' ? '' : ` -X ${method}`} ${shellQuote(url)}`];
  if (key !== null) lines.push(`-H ${shellQuote(`Authorization: Bearer ${key}`)}`);
  if (body) lines.push(`-H 'Content-Type: application/json'`, `-d ${shellQuote(body)}`);
  return lines.join(' \\\n  ');
}

function javascript({ method, url, body, key }: SnippetRequest): string {
  const value = parsedBody(body);
  const fields = [
    ...(key === null ? [] : [`Authorization: ${JSON.stringify(`Bearer ${key}`)}`]),
    ...(value === undefined ? [] : [`'Content-Type': 'application/json'`]),
  ];
  const headers = fields.length < 2 ? `{ ${fields.join('')} }` : `{\n${fields.map((f) => `    ${f},\n`).join('')}  }`;
  const init = [`  method: '${method}',`, ...(fields.length ? [`  headers: ${headers},`] : [])];
  if (value !== undefined)
    init.push(`  body: JSON.stringify(${JSON.stringify(value, null, 2).replace(/\n/g, '\n  ')}),`);
  return [
    `const response = await fetch(${JSON.stringify(url)}, {`,
    ...init,
    `});`,
    // A revoked key answers 204 with no body, which response.json() would throw on.
    `const answer = response.status === 204 ? null : await response.json();`,
    `console.log(response.status, response.headers.get('Request-Id'), answer);`,
  ].join('\n');
}

/** JSON as a Python literal (true → True, null → None), indented like json.dumps(indent=4). */
export function pythonLiteral(value: unknown, indent = ''): string {
  const inner = `${indent}    `;
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number' || typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${inner}${pythonLiteral(v, inner)}`).join(',\n')},\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${pythonLiteral(v, inner)}`).join(',\n')},\n${indent}}`;
}

function python({ method, url, body, key }: SnippetRequest): string {
  const value = parsedBody(body);
  const args = [`    ${JSON.stringify(url)},`];
  if (key !== null) args.push(`    headers={"Authorization": ${JSON.stringify(`Bearer ${key}`)}},`);
  if (value !== undefined) args.push(`    json=${pythonLiteral(value, '    ')},`);
  return [
    'import requests',
    '',
    `response = requests.${method.toLowerCase()}(`,
    ...args,
    ')',
    'print(response.status_code, response.headers.get("Request-Id"))',
    'print(response.json() if response.content else None)',
  ].join('\n');
}

export function snippet(language: SnippetLanguage, request: SnippetRequest): string {
  return { curl, javascript, python }[language](request);
}

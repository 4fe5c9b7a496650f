import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pythonLiteral, snippet, type SnippetRequest } from './snippets';

const post: SnippetRequest = {
  method: 'POST',
  url: 'http://127.0.0.1:8080/v1/search/restaurants',
  body: '{"q":"joe\'s pizza","state":"TX","open_now":true,"cuisine":null,"limit":20}',
  key: 'sk_live_secret',
};
const get: SnippetRequest = {
  method: 'GET',
  url: 'http://127.0.0.1:8080/v1/restaurants/rst_1?x=1',
  body: null,
  key: 'K',
};

/** What a POSIX shell makes of a command line: its words, quotes removed. */
function shellWords(command: string): string[] {
  const out = execFileSync('sh', [
    '-c',
    `for w in ${command.replace(/^curl/, '').replace(/\\\n/g, ' ')}; do printf '%s\\0' "$w"; done`,
  ]);
  return out.toString('utf8').split('\0').slice(0, -1);
}

describe('curl', () => {
  it('is one shell command whose words are exactly the request (quotes in the body survive)', () => {
    const words = shellWords(snippet('curl', post));
    expect(words).toEqual([
      '-X',
      'POST',
      post.url,
      '-H',
      'Authorization: Bearer sk_live_secret',
      '-H',
      'Content-Type: application/json',
      '-d',
      post.body,
    ]);
  });

  it('sends a GET without -X or a body', () => {
    expect(shellWords(snippet('curl', get))).toEqual([get.url, '-H', 'Authorization: Bearer K']);
  });
});

describe('a public operation (no key)', () => {
  const health: SnippetRequest = { method: 'GET', url: 'http://127.0.0.1:8080/v1/health', body: null, key: null };
  const signup: SnippetRequest = { ...post, url: 'http://127.0.0.1:8080/v1/keys', body: '{"a":1}', key: null };

  it('sends no Authorization header in any language', () => {
    expect(shellWords(snippet('curl', health))).toEqual([health.url]);
    for (const language of ['curl', 'javascript', 'python'] as const) {
      expect(snippet(language, health)).not.toContain('Authorization');
      expect(snippet(language, signup)).not.toContain('Authorization');
    }
    expect(snippet('javascript', signup)).toContain(`headers: { 'Content-Type': 'application/json' },`);
    expect(snippet('javascript', health)).not.toContain('headers:');
  });
});

describe('JavaScript', () => {
  it('is a fetch whose body is the same JSON', () => {
    const code = snippet('javascript', post);
    expect(code).toContain(`fetch("${post.url}"`);
    expect(code).toContain(`method: 'POST'`);
    expect(code).toContain(`Authorization: "Bearer sk_live_secret"`);
    const body = /JSON\.stringify\(([\s\S]*)\),\n\}\);/.exec(code)![1]!;
    expect(JSON.parse(body)).toEqual(JSON.parse(post.body!));
  });

  it('has no body for a GET', () => {
    expect(snippet('javascript', get)).not.toContain('body:');
  });
});

describe('Python', () => {
  it('uses requests with json= holding the body as a Python literal', () => {
    const code = snippet('python', post);
    expect(code).toMatch(/^import requests\n/);
    expect(code).toContain('requests.post(');
    expect(code).toContain('"open_now": True');
    expect(code).toContain('"cuisine": None');
    expect(code).toContain(`"q": "joe's pizza"`);
  });

  it('writes nested values indented', () => {
    expect(pythonLiteral({ a: [1, false], b: {} })).toBe(
      '{\n    "a": [\n        1,\n        False,\n    ],\n    "b": {},\n}',
    );
  });
});

describe('every language, run as written', () => {
  /** Answers a DELETE with 204 and no body (a revoked key), anything else with a JSON envelope. */
  let server: Server;
  let base: string;
  const dir = mkdtempSync(join(tmpdir(), 'snippets-'));
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.method === 'DELETE') return void response.writeHead(204).end();
      response.writeHead(200, { 'Content-Type': 'application/json', 'Request-Id': 'req_1' }).end('{"data":[]}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => server.close());

  // Asynchronously: the server answering the sample runs on this same event loop.
  const run = async (language: 'javascript' | 'python', request: SnippetRequest) => {
    const file = join(dir, language === 'javascript' ? 'sample.mjs' : 'sample.py');
    writeFileSync(file, snippet(language, request));
    const program = language === 'javascript' ? process.execPath : 'python3';
    return (await promisify(execFile)(program, [file], { encoding: 'utf8' })).stdout;
  };

  it.each(['javascript', 'python'] as const)('%s: prints the answer, and an empty 204 as null', async (language) => {
    expect(await run(language, { ...post, url: `${base}/v1/search/restaurants` })).toMatch(/^200 req_1/);
    expect(await run(language, { method: 'DELETE', url: `${base}/v1/keys/current`, body: null, key: 'K' })).toMatch(
      /^204 (null|None)\s(null|None)\n/,
    );
  });
});

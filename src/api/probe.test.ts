// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { probeApi } from './probe';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
const refused = () => Promise.reject(new TypeError('Failed to fetch'));
const health = { data: { status: 'ok', upstream: { reachable: true, latency_ms: 1 }, version: '1.2.0' } };

describe('probeApi', () => {
  it('accepts a Menu Atlas health report', async () => {
    const fetcher = vi.fn().mockResolvedValue(json(health));
    expect(await probeApi('https://api.example.com', fetcher)).toEqual({ kind: 'ok', status: 'ok', version: '1.2.0' });
    expect(fetcher).toHaveBeenCalledWith(
      'https://api.example.com/v1/health',
      expect.objectContaining({ mode: 'cors' }),
    );
  });

  it('tells a refused origin (CORS) from a server that is down', async () => {
    const cors = vi
      .fn()
      .mockImplementationOnce(refused)
      .mockResolvedValueOnce(new Response(null, { status: 200 }));
    expect((await probeApi('https://api.example.com', cors)).kind).toBe('cors');
    expect(cors.mock.calls[1]![1]).toMatchObject({ mode: 'no-cors' });

    const down = vi.fn().mockImplementation(refused);
    expect((await probeApi('https://api.example.com', down)).kind).toBe('down');
  });

  it('tells an address that answers HTML from one that answers other JSON', async () => {
    const html = vi
      .fn()
      .mockResolvedValue(new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }));
    const result = await probeApi('https://example.com/app', html);
    expect(result).toMatchObject({ kind: 'not_json' });
    expect(result.kind !== 'ok' && result.detail).toMatch(/text\/html/);

    const other = vi.fn().mockResolvedValue(json({ hello: 'world' }));
    expect((await probeApi('https://example.com', other)).kind).toBe('not_api');
  });

  it('reads a degraded server as a Menu Atlas API', async () => {
    const degraded = { data: { ...health.data, status: 'degraded' } };
    expect(await probeApi('https://x.example', vi.fn().mockResolvedValue(json(degraded, 503)))).toMatchObject({
      kind: 'ok',
      status: 'degraded',
    });
  });
});

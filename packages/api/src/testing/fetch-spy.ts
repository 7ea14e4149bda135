// Test helper: a fetch spy answering from a handler, recording every Request the client sends.
import { vi } from 'vitest';
import { createPanelClient, type PanelClientOptions } from '../client';

export const BASE_URL = 'http://panel.test/api/v2';

/** A JSON answer, with the status text a real HTTP/1.1 server would send. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    statusText: 'OK',
    ...init,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...init.headers },
  });
}

type Handler = (request: Request) => Response | Promise<Response>;

/** A fetch spy (default answer `{ ok: true }`) and a client that uses it. */
export function setup(
  handler: Handler = () => json({ ok: true }),
  options: Partial<PanelClientOptions> = {},
) {
  const fetch = vi.fn<(request: Request) => Promise<Response>>(async (request) => handler(request));
  const client = createPanelClient({ baseUrl: BASE_URL, fetch, ...options });
  /** The n-th Request sent (0 based). */
  const request = (n = 0): Request => {
    const call = fetch.mock.calls[n];
    if (!call) throw new Error(`no request #${n}`);
    return call[0];
  };
  return { client, fetch, request };
}

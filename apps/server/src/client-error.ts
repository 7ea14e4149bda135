// The HTTP server's own answers to a request that never reached Fastify's routing (a request not arrived
// whole within the request timeout, headers too large, a malformed request): in the API's error shape
// `{ ok: false, error }`, not Fastify's default (`{"error":"Request Timeout","message":"Client Timeout",…}`).
// The connection is closed after the answer, as Node does.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/** The contract's error of a 408 (`RequestTimeout`). */
export const REQUEST_TIMEOUT = 'Request timeout';

/** Status and `error` of the answer to a client error of the HTTP parser or its timers. */
export function clientErrorAnswer(code: string | undefined): { status: number; error: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, error: REQUEST_TIMEOUT };
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, error: 'Request header fields too large' };
  }
  return { status: 400, error: 'Invalid request: malformed HTTP request' };
}

/** Fastify's `clientErrorHandler`: the answer above written on the socket, which is then destroyed. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, error: message } = clientErrorAnswer(error.code);
  const body = JSON.stringify({ ok: false, error: message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n' +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

// The error handler on its own: 5xx are logged with the request id and hidden from the client.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../src/http-error.js';
import errors from '../src/plugins/errors.js';

async function appWithLogs() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      callback();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  await app.register(errors);
  app.get('/boom', async () => {
    throw new Error('secret database password in a stack');
  });
  app.get('/taken', async () => {
    throw new HttpError(409, 'LINK_IS_TAKEN');
  });
  app.get('/teapot', async () => {
    throw Object.assign(new Error('I am a teapot'), { statusCode: 418 });
  });
  return { app, lines };
}

describe('error handler', () => {
  it('answers a thrown error with 500 Internal error, no stack, and logs it with the request id', async () => {
    const { app, lines } = await appWithLogs();
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ ok: false, error: 'Internal error' });
    expect(res.body).not.toContain('secret');
    const logged = lines.find((l) => l.msg === 'request failed');
    expect(logged?.level).toBe(50);
    expect(logged?.reqId).toBeTruthy();
    expect(JSON.stringify(logged?.err)).toContain('secret database password');
    await app.close();
  });

  it('answers HttpError and other client errors with their status and message', async () => {
    const { app } = await appWithLogs();
    const taken = await app.inject({ method: 'GET', url: '/taken' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ ok: false, error: 'LINK_IS_TAKEN' });
    const teapot = await app.inject({ method: 'GET', url: '/teapot' });
    expect(teapot.statusCode).toBe(418);
    expect(teapot.json()).toEqual({ ok: false, error: 'I am a teapot' });
    await app.close();
  });
});

// Helpers of the sign-in and onboarding suites: a real SMTP sink, the outbox reader, a test app on a fresh
// database, and calls that carry the session cookie.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.js';
import { KNOWN_BROWSER_COOKIE } from '../src/auth/known-browsers.js';
import { SESSION_COOKIE } from '../src/auth/session.js';
import { ATTEMPT_COOKIE } from '../src/routes/auth/index.js';
import { loadConfig } from '../src/config.js';
import { freshDatabase, PANEL_HEADERS, type Backend, type TestDatabase } from './helpers.js';

/** A message the sink received, parsed. */
export interface ReceivedMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  mail: ParsedMail;
}

export interface SmtpSink {
  url: string;
  messages: ReceivedMail[];
  /** The next message for `email` after the first `after` ones it received (waits up to `timeoutMs`). */
  waitFor(email: string, after?: number, timeoutMs?: number): Promise<ParsedMail>;
  /** How many messages `email` received so far. */
  countFor(email: string): number;
  close(): Promise<void>;
}

/** A real SMTP server on loopback keeping every accepted message in memory. */
export async function startSmtpSink(
  /** Recipients the server refuses (550), to exercise a failing mail server. */
  refuses: (address: string) => boolean = () => false,
): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuses(address.address)) {
        callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      simpleParser(stream)
        .then((mail) => {
          messages.push({ to, mail });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP sink has no port');
  const forAddress = (email: string) =>
    messages.filter((m) => m.to.includes(email.toLowerCase())).map((m) => m.mail);
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    countFor: (email) => forAddress(email).length,
    async waitFor(email, after = 0, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = forAddress(email)[after];
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail #${after + 1} for ${email}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 4-digit code of a sign-in mail (from its text body). */
export function codeOf(mail: ParsedMail): string {
  const match = /Panel es: (\d{4})\b/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`no code in the mail: ${mail.text ?? ''}`);
  return match[1];
}

/** The .eml files of an outbox directory, parsed, oldest first. */
export async function readOutbox(dir: string): Promise<ParsedMail[]> {
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((n) => n.endsWith('.eml'))
    .sort();
  return Promise.all(names.map(async (n) => simpleParser(await readFile(path.join(dir, n)))));
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** How {@link startApp} builds the app. */
export interface StartAppOptions {
  database?: TestDatabase;
  logger?: FastifyServerOptions['logger'];
  /** The order holds timer (off for tests that run expireOrderHolds themselves). Default on. */
  orderHolds?: boolean;
  /**
   * The app's background jobs (holds, metrics roll-ups, media upkeep). Off for tests that count the
   * statements a request makes: on PostgreSQL a job may run on the same pool at any moment. Default on.
   */
  background?: boolean;
}

/** A built app on a fresh database of `backend`, with extra environment variables. */
export async function startApp(
  backend: Backend,
  env: Record<string, string | undefined> = {},
  options: StartAppOptions = {},
): Promise<TestApp> {
  const { database } = options;
  const db = database ?? (await freshDatabase(backend));
  const app = await buildApp(
    loadConfig({ DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl, ...env }),
    {
      logger: options.logger ?? false,
      orderHolds: options.background === false ? false : options.orderHolds,
      ...(options.background === false ? { mediaMaintenance: false, metricsJobs: false } : {}),
    },
  );
  return {
    app,
    database: db,
    async close() {
      await app.close();
      if (!database) await db.cleanup();
    },
  };
}

/**
 * The app of a suite (a `describe`): {@link startApp} before its tests (60 s allowed: a cold PGlite is
 * slow on 2 cores), closed with its database after them. `started` receives it, for the suite's own
 * `let app`.
 */
export function suiteApp(
  backend: Backend,
  started: (app: FastifyInstance) => void,
  env: Record<string, string | undefined> = {},
  options: StartAppOptions = {},
): void {
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await startApp(backend, env, options);
    started(testApp.app);
  }, 60_000);
  afterAll(async () => {
    await testApp?.close();
  });
}

/** The session token a response sets, or undefined. */
export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie && cookie.value !== '' ? cookie.value : undefined;
}

/** The known-browser id a sign-in sets, or undefined. */
export function knownCookieOf(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((c) => c.name === KNOWN_BROWSER_COOKIE);
  return cookie && cookie.value !== '' ? cookie.value : undefined;
}

/** The sign-in attempt id a response sets (auth/login), or undefined. */
export function attemptCookieOf(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((c) => c.name === ATTEMPT_COOKIE);
  return cookie && cookie.value !== '' ? cookie.value : undefined;
}

export interface CallOptions {
  session?: string;
  /** The sign-in attempt id (auth/login's cookie). */
  attempt?: string;
  /** The known-browser id (the cookie a sign-in sets, issue 19). */
  known?: string;
  ip?: string;
  headers?: Record<string, string>;
}

const headersOf = (options: CallOptions) => {
  const cookies = [
    options.session && `${SESSION_COOKIE}=${options.session}`,
    options.attempt && `${ATTEMPT_COOKIE}=${options.attempt}`,
    options.known && `${KNOWN_BROWSER_COOKIE}=${options.known}`,
  ].filter(Boolean);
  return {
    ...PANEL_HEADERS,
    ...(cookies.length > 0 ? { cookie: cookies.join('; ') } : {}),
    ...options.headers,
  };
};

/** POST /api/v2{url} with a JSON body, as the panel sends it. */
export function post(
  app: FastifyInstance,
  url: string,
  body: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/v2${url}`,
    payload: body as Record<string, unknown>,
    headers: headersOf(options),
    remoteAddress: options.ip ?? '127.0.0.1',
  });
}

/** GET /api/v2{url}. */
export function get(
  app: FastifyInstance,
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `/api/v2${url}`,
    headers: headersOf(options),
    remoteAddress: options.ip ?? '127.0.0.1',
  });
}

/** Rows of a raw query (both drivers answer `{ rows }`). */
export async function rows<T = Record<string, unknown>>(
  app: Pick<FastifyInstance, 'db'>,
  query: SQL,
): Promise<T[]> {
  const result = (await app.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** `WHERE` of the rate-limit counters of `email`: by address, and by address and sign-in attempt. */
export const countersOf = (email: string) => {
  const address = email.toLowerCase();
  return sql`(key = ${address} OR right(key, ${address.length + 1}) = ${` ${address}`})`;
};

/**
 * Moves the code-request cooldowns of `email` (every browser's, the one of link mails, and the back-off
 * of mails to browsers unknown to it) into the past, as if a day had gone by for them.
 */
export async function endCooldown(app: Pick<FastifyInstance, 'db'>, email: string): Promise<void> {
  await app.db.execute(
    sql`UPDATE rate_limits SET window_start = window_start - interval '1 day'
        WHERE scope IN ('code-request:attempt', 'link-request:address', 'mail-backoff:address')
          AND ${countersOf(email)}`,
  );
}

/**
 * Ends the back-off of mails to `email` asked for by browsers unknown to it (issue 19), as if a day had
 * gone by for it alone: for tests of what several browsers asking at once do to other rules.
 */
export async function endBackoff(app: FastifyInstance, email: string): Promise<void> {
  await app.db.execute(
    sql`DELETE FROM rate_limits WHERE scope = 'mail-backoff:address' AND key = ${email.toLowerCase()}`,
  );
}

let ipCounter = 0;
/** A fresh client IP address, so per-IP limits of one test do not leak into another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** Requests a code for `email` and returns it, read from where the app sends mail. */
export type CodeReader = (email: string) => Promise<string>;

/** Signs in through auth/login + auth/submit-email-code; returns the session token and the answer. */
export async function signInByCode(
  app: FastifyInstance,
  email: string,
  readCode: CodeReader,
): Promise<{ session: string; isNewUser: boolean }> {
  const login = await post(app, '/auth/login', { email }, { ip: freshIp() });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const code = await readCode(email);
  const res = await post(
    app,
    '/auth/submit-email-code',
    { email, otpCode: code },
    { attempt: attemptCookieOf(login) },
  );
  const session = sessionCookieOf(res);
  if (res.statusCode !== 200 || !session) throw new Error(`sign-in failed: ${res.body}`);
  return { session, isNewUser: (res.json() as { data: { isNewUser: boolean } }).data.isNewUser };
}

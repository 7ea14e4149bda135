// The runtime contract (ARCHITECTURE.md "Runtime contract"): every variable is optional; a bad value stops
// the server at start-up with one readable line per variable, never a stack.
import path from 'node:path';
import { z } from 'zod';
import { packageDir } from './paths.js';

/** Settings of one server process, parsed from the environment by {@link loadConfig}. */
export interface Config {
  port: number;
  host: string;
  /** Absolute; holds the embedded database, uploads and the mail outbox. */
  dataDir: string;
  /** `postgres://…` of an external PostgreSQL, or null for the embedded PGlite in {@link pgliteDir}. */
  databaseUrl: string | null;
  pgliteDir: string;
  uploadsDir: string;
  outboxDir: string;
  /** null: mails are written as `.eml` files to {@link outboxDir} (MAIL_OUTBOX=1 in production). */
  smtpUrl: string | null;
  mailFrom: string;
  /** Public origin of the panel, without a trailing slash, e.g. `http://localhost:3000`. */
  publicUrl: string;
  /** Storefront host: a store lives at `{link}.{storeHost}`. */
  storeHost: string;
  google: {
    clientId: string | null;
    clientSecret: string | null;
    jwksUrl: string;
    tokenUrl: string;
    issuer: string;
  };
  analytics: { host: string; token: string } | null;
  productsLimit: number;
  otpTtlSeconds: number;
  /** Caps of sign-in by code per client (an IPv4 address or an IPv6 /64) and platform-wide. */
  signInLimits: SignInLimits;
  /**
   * Proxies in front of the server whose X-Forwarded-For is trusted (0: none). Behind a load balancer set
   * it to 1, or every client shares the balancer's address and the per-IP sign-in cap.
   */
  trustProxyHops: number;
  /** Absolute path of the built SPA (apps/panel/dist). */
  panelDist: string;
  /** NODE_ENV is not `production`: localhost forms are answered whatever PUBLIC_URL says. */
  development: boolean;
  /** ALLOWED_HOSTS: host names answered besides PUBLIC_URL's and the store host (a health check by IP…). */
  allowedHosts: string[];
  /** UPLOAD_QUOTA_MB: bytes of stored media one store may hold (pictures and videos, their sizes included). */
  uploadQuotaBytes: number;
  /** What pictures may cost (issue 19). */
  pictures: PictureSettings;
  /** ORDER_HOLD_MINUTES: overrides every store's hold of unconfirmed orders; null: each store's own. */
  orderHoldMinutes: number | null;
  /** ORDER_HOLD_SWEEP_SECONDS: how often each process lapses the orders whose hold ended. */
  orderHoldSweepSeconds: number;
  /** LOG_CLIENT_IP=1: request logs hold client addresses as they are, not a daily-salted hash. */
  logClientIp: boolean;
  /** Where stored media live (issue 25): the disk under {@link uploadsDir}, or an S3-compatible bucket. */
  media: MediaSettings;
  /**
   * SHUTDOWN_DELAY_MS: after SIGTERM, how long /readyz answers 503 while the server still serves, so a
   * balancer's health checks take the process out before it stops accepting connections.
   */
  shutdownDelayMs: number;
}

/** The S3 driver's settings (S3_* in README "Configuration"). */
export interface S3Settings {
  bucket: string;
  /** `https://…` of an S3-compatible service; null: AWS's endpoint for the region. */
  endpoint: string | null;
  region: string;
  /** Both null: the SDK's default credential chain (environment, instance role…). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** `bucket` in the path (`endpoint/bucket/key`) rather than the host: most self-hosted services. */
  forcePathStyle: boolean;
}

/** The media storage's driver (README "Configuration"). */
export interface MediaSettings {
  /** S3_BUCKET and the other S3_* variables; null: the local disk. */
  s3: S3Settings | null;
  /**
   * MEDIA_PUBLIC_URL without a trailing slash: a CDN serving the bucket; GET /media/{key} then redirects
   * to `<publicUrl>/<key>`. null: the server streams every object itself.
   */
  publicUrl: string | null;
}

/** Limits of picture processing (README "Configuration"). */
export interface PictureSettings {
  /** Pictures decoded at once per process (PICTURE_CONCURRENCY). */
  concurrency: number;
  /** Longest wait for a turn before a 503 with Retry-After (PICTURE_QUEUE_MS). */
  queueMs: number;
  /** Pictures one account may upload per hour, refused ones included (PICTURE_UPLOADS_PER_HOUR). */
  uploadsPerHour: number;
}

/** Configurable caps of sign-in by code (README "Configuration"); the per-address rules are fixed. */
export interface SignInLimits {
  /** Code mails one client may ask for per hour (SIGNIN_MAILS_PER_CLIENT_HOUR). */
  mailsPerClientHour: number;
  /** Wrong or unrequested codes one client may submit per hour (SIGNIN_FAILURES_PER_CLIENT_HOUR). */
  failuresPerClientHour: number;
  /**
   * Wrong codes the whole platform accepts per hour (SIGNIN_FAILURES_GLOBAL_HOUR); while they are spent,
   * sign-in mails carry links instead of codes.
   */
  failuresGlobalHour: number;
}

/** Raised for an invalid environment; `message` lists every bad variable and is meant for the operator. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuración inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// An empty variable (`FOO=`) counts as unset, as shells and .env files produce them easily.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    schema.optional(),
  );

const integer = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const urlWith = (protocols: string[], hint: string) =>
  z
    .string()
    .trim()
    .refine((v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, hint);

const httpUrl = urlWith(['http:', 'https:'], 'must be an http:// or https:// URL');

const envSchema = z.object({
  PORT: optional(integer(0, 65535)),
  HOST: optional(z.string().trim()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(
    urlWith(['postgres:', 'postgresql:'], 'must be a postgres:// or postgresql:// URL'),
  ),
  SMTP_URL: optional(urlWith(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: optional(z.string().trim()),
  PUBLIC_URL: optional(httpUrl),
  STORE_HOST: optional(
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(
        /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/,
        'must be a host name with an optional port, without scheme or path (e.g. tiendas.example.com)',
      ),
  ),
  GOOGLE_CLIENT_ID: optional(z.string().trim()),
  GOOGLE_CLIENT_SECRET: optional(z.string().trim()),
  GOOGLE_JWKS_URL: optional(httpUrl),
  GOOGLE_TOKEN_URL: optional(httpUrl),
  GOOGLE_ISSUER: optional(z.string().trim()),
  ANALYTICS_HOST: optional(httpUrl),
  ANALYTICS_TOKEN: optional(z.string().trim()),
  PRODUCTS_LIMIT: optional(integer(1, 1_000_000)),
  OTP_TTL_SECONDS: optional(integer(1, 86_400)),
  TRUST_PROXY: optional(integer(0, 10)),
  SIGNIN_MAILS_PER_CLIENT_HOUR: optional(integer(1, 1_000_000)),
  SIGNIN_FAILURES_PER_CLIENT_HOUR: optional(integer(1, 1_000_000)),
  SIGNIN_FAILURES_GLOBAL_HOUR: optional(integer(1, 10_000_000)),
  MAIL_OUTBOX: optional(z.enum(['0', '1'], { message: 'must be 1 (or 0)' })),
  NODE_ENV: optional(z.string().trim()),
  PANEL_DIST: optional(z.string()),
  ALLOWED_HOSTS: optional(
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(
        /^[a-z0-9.:[\]-]+(\s*,\s*[a-z0-9.:[\]-]+)*$/,
        'must be host names separated by commas (e.g. 10.0.0.5,panel.internal)',
      ),
  ),
  UPLOAD_QUOTA_MB: optional(integer(1, 10_000_000)),
  PICTURE_CONCURRENCY: optional(integer(1, 64)),
  PICTURE_QUEUE_MS: optional(integer(1, 600_000)),
  PICTURE_UPLOADS_PER_HOUR: optional(integer(1, 1_000_000)),
  ORDER_HOLD_MINUTES: optional(integer(1, 10_080)),
  ORDER_HOLD_SWEEP_SECONDS: optional(integer(1, 60)),
  LOG_CLIENT_IP: optional(z.enum(['0', '1'], { message: 'must be 1 (or 0)' })),
  S3_BUCKET: optional(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (e.g. panel-media)'),
  ),
  S3_ENDPOINT: optional(httpUrl),
  S3_REGION: optional(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,40}$/, 'must be a region (e.g. us-east-1)'),
  ),
  S3_ACCESS_KEY_ID: optional(z.string().trim()),
  S3_SECRET_ACCESS_KEY: optional(z.string().trim()),
  S3_FORCE_PATH_STYLE: optional(z.enum(['0', '1'], { message: 'must be 1 (or 0)' })),
  MEDIA_PUBLIC_URL: optional(httpUrl),
  SHUTDOWN_DELAY_MS: optional(integer(0, 60_000)),
});

/**
 * Parses the runtime contract from `env`. Relative paths resolve against `cwd` (DATA_DIR, PANEL_DIST);
 * PANEL_DIST defaults to the panel's build beside this package (`apps/panel/dist`).
 * @throws {ConfigError} listing every invalid variable.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd: string = process.cwd(),
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? '?');
        return `${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
      }),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (Boolean(e.ANALYTICS_HOST) !== Boolean(e.ANALYTICS_TOKEN)) {
    problems.push('ANALYTICS_HOST and ANALYTICS_TOKEN must be set together (or both left unset)');
  }
  if (e.GOOGLE_CLIENT_SECRET && !e.GOOGLE_CLIENT_ID) {
    problems.push('GOOGLE_CLIENT_SECRET is set but GOOGLE_CLIENT_ID is not');
  }
  if (e.NODE_ENV === 'production' && !e.SMTP_URL && e.MAIL_OUTBOX !== '1') {
    // Sign-in codes written to local files reach nobody: a production server without SMTP is a mistake
    // unless the operator says the outbox is what they want.
    problems.push(
      'SMTP_URL is not set: in production (NODE_ENV=production) set it, or set MAIL_OUTBOX=1 to write mails to $DATA_DIR/outbox',
    );
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or both left unset for the default credentials)',
    );
  }
  const s3Only = [
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_FORCE_PATH_STYLE',
    'MEDIA_PUBLIC_URL',
  ] as const;
  if (!e.S3_BUCKET) {
    for (const name of s3Only) {
      if (e[name] !== undefined) problems.push(`${name} is set but S3_BUCKET is not`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const port = e.PORT ?? 3000;
  const dataDir = path.resolve(cwd, e.DATA_DIR ?? '.data');
  return {
    port,
    host: e.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? 'Panel <no-reply@localhost>',
    publicUrl: new URL(e.PUBLIC_URL ?? `http://localhost:${port}`).origin,
    storeHost: e.STORE_HOST ?? `localhost:${port}`,
    google: {
      clientId: e.GOOGLE_CLIENT_ID ?? null,
      clientSecret: e.GOOGLE_CLIENT_SECRET ?? null,
      jwksUrl: e.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
      tokenUrl: e.GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
      issuer: e.GOOGLE_ISSUER ?? 'https://accounts.google.com',
    },
    analytics:
      e.ANALYTICS_HOST && e.ANALYTICS_TOKEN
        ? { host: e.ANALYTICS_HOST, token: e.ANALYTICS_TOKEN }
        : null,
    productsLimit: e.PRODUCTS_LIMIT ?? 100,
    otpTtlSeconds: e.OTP_TTL_SECONDS ?? 600,
    signInLimits: {
      mailsPerClientHour: e.SIGNIN_MAILS_PER_CLIENT_HOUR ?? 200,
      failuresPerClientHour: e.SIGNIN_FAILURES_PER_CLIENT_HOUR ?? 30,
      failuresGlobalHour: e.SIGNIN_FAILURES_GLOBAL_HOUR ?? 1000,
    },
    trustProxyHops: e.TRUST_PROXY ?? 0,
    panelDist: e.PANEL_DIST
      ? path.resolve(cwd, e.PANEL_DIST)
      : path.resolve(packageDir, '../panel/dist'),
    development: e.NODE_ENV !== 'production',
    allowedHosts: e.ALLOWED_HOSTS ? e.ALLOWED_HOSTS.split(',').map((h) => h.trim()) : [],
    uploadQuotaBytes: (e.UPLOAD_QUOTA_MB ?? 2048) * 1024 * 1024,
    pictures: {
      concurrency: e.PICTURE_CONCURRENCY ?? 2,
      queueMs: e.PICTURE_QUEUE_MS ?? 10_000,
      uploadsPerHour: e.PICTURE_UPLOADS_PER_HOUR ?? 60,
    },
    orderHoldMinutes: e.ORDER_HOLD_MINUTES ?? null,
    orderHoldSweepSeconds: e.ORDER_HOLD_SWEEP_SECONDS ?? 20,
    logClientIp: e.LOG_CLIENT_IP === '1',
    media: {
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT ?? null,
            region: e.S3_REGION ?? 'us-east-1',
            accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === '1',
          }
        : null,
      publicUrl: e.MEDIA_PUBLIC_URL ? e.MEDIA_PUBLIC_URL.replace(/\/+$/, '') : null,
    },
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS ?? 0,
  };
}

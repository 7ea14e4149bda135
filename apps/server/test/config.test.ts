import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { packageDir } from '../src/paths.js';

describe('loadConfig', () => {
  it('applies the runtime contract defaults', () => {
    const config = loadConfig({}, '/srv/panel');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/panel/.data',
      pgliteDir: '/srv/panel/.data/pglite',
      uploadsDir: '/srv/panel/.data/uploads',
      outboxDir: '/srv/panel/.data/outbox',
      databaseUrl: null,
      smtpUrl: null,
      mailFrom: 'Panel <no-reply@localhost>',
      publicUrl: 'http://localhost:3000',
      storeHost: 'localhost:3000',
      google: {
        clientId: null,
        clientSecret: null,
        jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
        tokenUrl: 'https://oauth2.googleapis.com/token',
        issuer: 'https://accounts.google.com',
      },
      analytics: null,
      productsLimit: 100,
      otpTtlSeconds: 600,
      trustProxyHops: 0,
      panelDist: path.resolve(packageDir, '../panel/dist'),
    });
  });

  it('derives PUBLIC_URL and STORE_HOST from PORT, and resolves paths against the working directory', () => {
    const config = loadConfig(
      { PORT: '4000', DATA_DIR: 'var/data', PANEL_DIST: '../web' },
      '/srv/panel',
    );
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.storeHost).toBe('localhost:4000');
    expect(config.dataDir).toBe('/srv/panel/var/data');
    expect(config.panelDist).toBe('/srv/web');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/data',
      DATABASE_URL: 'postgres://panel:panel@db:5432/panel',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Tienda <hola@example.com>',
      PUBLIC_URL: 'https://panel.example.com/',
      STORE_HOST: 'Tiendas.Example.com',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_JWKS_URL: 'http://127.0.0.1:9000/jwks',
      GOOGLE_TOKEN_URL: 'http://127.0.0.1:9000/token',
      GOOGLE_ISSUER: 'http://127.0.0.1:9000',
      ANALYTICS_HOST: 'https://a.example.com',
      ANALYTICS_TOKEN: 't',
      PRODUCTS_LIMIT: '105',
      OTP_TTL_SECONDS: '2',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/data',
      databaseUrl: 'postgres://panel:panel@db:5432/panel',
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Tienda <hola@example.com>',
      publicUrl: 'https://panel.example.com',
      storeHost: 'tiendas.example.com',
      google: {
        clientId: 'id',
        clientSecret: 'secret',
        jwksUrl: 'http://127.0.0.1:9000/jwks',
        tokenUrl: 'http://127.0.0.1:9000/token',
        issuer: 'http://127.0.0.1:9000',
      },
      analytics: { host: 'https://a.example.com', token: 't' },
      productsLimit: 105,
      otpTtlSeconds: 2,
      trustProxyHops: 1,
    });
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: ' ', GOOGLE_CLIENT_ID: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.google.clientId).toBeNull();
  });

  it('refuses bad values with one readable line per variable', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        PUBLIC_URL: 'panel.example.com',
        STORE_HOST: 'https://tiendas.example.com',
        PRODUCTS_LIMIT: '-5',
        OTP_TTL_SECONDS: '0',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems.map((p) => p.split('=')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'PUBLIC_URL',
      'STORE_HOST',
      'PRODUCTS_LIMIT',
      'OTP_TTL_SECONDS',
    ]);
    expect(message).toContain('PORT="abc": must be a whole number');
    expect(message).not.toMatch(/\n\s+at /);
  });

  it('reads the order hold override and the sweep period (issue 19)', () => {
    expect(loadConfig({})).toMatchObject({ orderHoldMinutes: null, orderHoldSweepSeconds: 20 });
    expect(loadConfig({ ORDER_HOLD_MINUTES: '1', ORDER_HOLD_SWEEP_SECONDS: '2' })).toMatchObject({
      orderHoldMinutes: 1,
      orderHoldSweepSeconds: 2,
    });
    expect(() => loadConfig({ ORDER_HOLD_MINUTES: '0' })).toThrow(/ORDER_HOLD_MINUTES/);
    expect(() => loadConfig({ ORDER_HOLD_SWEEP_SECONDS: '90' })).toThrow(
      /ORDER_HOLD_SWEEP_SECONDS/,
    );
  });

  it('reads the jobs’ roll-up schedule and rescue period (issue 25)', () => {
    expect(loadConfig({}).jobs).toEqual({ rollUpCron: '*/5 * * * *', rescueSeconds: 30 });
    expect(loadConfig({ JOBS_ROLLUP_CRON: '* * * * *', JOBS_RESCUE_SECONDS: '1' }).jobs).toEqual({
      rollUpCron: '* * * * *',
      rescueSeconds: 1,
    });
    expect(() => loadConfig({ JOBS_ROLLUP_CRON: 'every 5 minutes' })).toThrow(/JOBS_ROLLUP_CRON/);
    expect(() => loadConfig({ JOBS_RESCUE_SECONDS: '0' })).toThrow(/JOBS_RESCUE_SECONDS/);
  });

  it('refuses half-configured analytics', () => {
    expect(() => loadConfig({ ANALYTICS_HOST: 'https://a.example.com' })).toThrow(
      /ANALYTICS_HOST and ANALYTICS_TOKEN must be set together/,
    );
  });

  it('reads the sign-in caps, with defaults a carrier-grade NAT can live with', () => {
    expect(loadConfig({}).signInLimits).toEqual({
      mailsPerClientHour: 200,
      failuresPerClientHour: 30,
      failuresGlobalHour: 1000,
    });
    expect(
      loadConfig({
        SIGNIN_MAILS_PER_CLIENT_HOUR: '5000',
        SIGNIN_FAILURES_PER_CLIENT_HOUR: '60',
        SIGNIN_FAILURES_GLOBAL_HOUR: '20000',
      }).signInLimits,
    ).toEqual({ mailsPerClientHour: 5000, failuresPerClientHour: 60, failuresGlobalHour: 20000 });
    expect(() => loadConfig({ SIGNIN_MAILS_PER_CLIENT_HOUR: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ SIGNIN_FAILURES_GLOBAL_HOUR: 'many' })).toThrow(ConfigError);
  });

  it('refuses to start in production without SMTP_URL unless the outbox is asked for', () => {
    const attempt = () => loadConfig({ NODE_ENV: 'production' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/SMTP_URL.*MAIL_OUTBOX=1/);
    expect(() => loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX: '0' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX: '1' }).smtpUrl).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:25' }).smtpUrl).toBe(
      'smtp://mail.example:25',
    );
    // Outside production the outbox stays the zero-setup default.
    expect(loadConfig({ NODE_ENV: 'development' }).smtpUrl).toBeNull();
    expect(() => loadConfig({ MAIL_OUTBOX: 'yes' })).toThrow(ConfigError);
  });
});

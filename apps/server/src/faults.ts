// Failures of the machine rather than of the request, told apart so a client can act on them: the database
// unreachable (restarting, failing over, network down: 503 with Retry-After, try again) and a full disk
// (507: nothing was stored, free space first). Both are recognised along the `cause` chain, since drizzle
// wraps the driver's error and pg wraps a connect timeout.

/** Errors of a socket that could not reach, or lost, its peer. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a database that is away or not accepting work: class 08 (connection exception), the server
 * shutting down or restarting (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now) and
 * too many connections (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** node-postgres's own errors of a connection that broke or could not be made (they carry no code). */
const PG_CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** Out of space: the filesystem's ENOSPC (EDQUOT: a quota) and PostgreSQL's disk_full (53100). */
const OUT_OF_SPACE_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);

/** `err` and its causes, outermost first (a few levels: a cycle must not loop). */
function* causes(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current = err;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    const fields = current as { code?: unknown; message?: unknown; cause?: unknown };
    yield fields;
    current = fields.cause;
  }
}

/** Whether `err` says the database cannot be reached now (as opposed to a query it refused). */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const { code, message } of causes(err)) {
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) {
      return true;
    }
    if (typeof message === 'string' && PG_CONNECTION_MESSAGES.test(message)) return true;
  }
  return false;
}

/** Whether `err` is a write refused for lack of space (the uploads' disk, or the database's). */
export function isOutOfSpace(err: unknown): boolean {
  for (const { code } of causes(err)) {
    if (typeof code === 'string' && OUT_OF_SPACE_CODES.has(code)) return true;
  }
  return false;
}

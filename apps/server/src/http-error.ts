/**
 * An error a route throws to answer `{ ok: false, error: message }` with a 4xx status. Anything else thrown
 * becomes a logged 500 with a generic message (see plugins/errors.ts).
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    /** Sent as `Retry-After` (a 429 or a 503 that a client may retry). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** The body of every failed answer. */
export interface ErrorBody {
  ok: false;
  /** A stable code of the contract (`Not found`…), possibly followed by `: detail`. */
  error: string;
}

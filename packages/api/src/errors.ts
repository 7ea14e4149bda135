import type { components } from './schema';

/** A stable error string of the API (`ErrorCode` in openapi/panel-v2.yaml). */
export type ErrorCode = components['schemas']['ErrorCode'];

/** Every stable error string the server may answer; screens map them to the spec's Spanish texts. */
export const ERROR_CODES = [
  'Code not found',
  'Otp is expired',
  'Too many code requests',
  'Too many attempts',
  'Sign-in attempt not found',
  'Invalid sign-in link',
  'LINK_IS_TAKEN',
  'Error link is already used',
  'Not authenticated',
  'Forbidden',
  'Invalid request',
  'Products limit reached',
  'Not found',
  'File too large',
  'Unsupported file type',
  'Google sign-in is not configured',
  'Invalid Google token',
  'Invalid status change',
  'Category already exists',
  'Categories limit reached',
  'Coupons limit reached',
  'Service unavailable',
  'Insufficient storage',
] as const satisfies readonly ErrorCode[];

// Fails to compile when the contract gains an error code this list lacks.
type MissingCodes = Exclude<ErrorCode, (typeof ERROR_CODES)[number]>;
const _allCodesListed: [MissingCodes] extends [never] ? true : MissingCodes = true;

/** Whether a server error string is one of the stable {@link ERROR_CODES}. */
export function isErrorCode(value: string): value is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(value);
}

// HTTP/2 and HTTP/3 carry no reason phrase, so `statusText` is often empty: fall back to the standard one.
const REASON_PHRASES: Readonly<Record<number, string>> = {
  200: 'OK',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
  507: 'Insufficient Storage',
};

/** The status text of a response, or the standard reason phrase when the server sent none. */
export function statusTextOf(response: Pick<Response, 'status' | 'statusText'>): string {
  return response.statusText || REASON_PHRASES[response.status] || String(response.status);
}

/**
 * The one error type of the API: an answer with `ok: false` or a non-2xx status.
 * `message` follows the spec ('Auth is broken: <status text>'); `error` keeps the server's string so a
 * screen can tell 'Code not found' from 'Otp is expired'. Network errors and aborts are not ApiErrors.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status of the answer (200 for an `ok: false` answer such as a signed-out verify). */
  readonly status: number;
  /** The server's `error` string; empty when the answer carried none. */
  readonly error: string;
  /** Seconds from the `Retry-After` header of a 429 or a 503, or null. */
  readonly retryAfter: number | null;

  constructor(status: number, error: string, message: string, retryAfter: number | null = null) {
    super(message);
    this.status = status;
    this.error = error;
    this.retryAfter = retryAfter;
  }

  /** Builds the error for a failed answer, keeping its status, error string and Retry-After. */
  static fromResponse(response: Response, error: unknown): ApiError {
    const retryAfter = Number.parseInt(response.headers.get('Retry-After') ?? '', 10);
    return new ApiError(
      response.status,
      typeof error === 'string' ? error : '',
      `Auth is broken: ${statusTextOf(response)}`,
      Number.isFinite(retryAfter) ? retryAfter : null,
    );
  }

  /** Whether the server answered this stable error string. */
  is(code: ErrorCode): boolean {
    return this.error === code;
  }
}

/** Whether `value` is an {@link ApiError} (optionally with the given error string). */
export function isApiError(value: unknown, code?: ErrorCode): value is ApiError {
  return value instanceof ApiError && (code === undefined || value.error === code);
}

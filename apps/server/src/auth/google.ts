// Google sign-in: an ID token (One Tap `credential`, or the `id_token` the token endpoint gives for an
// authorization `code`) verified with `jose` against Google's key set: RS256 only, signature by a key of
// the JWKS, `aud` = GOOGLE_CLIENT_ID, `iss` = Google, not expired, and a verified e-mail.
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { Config } from '../config.js';
import { HttpError } from '../http-error.js';

/** What the server keeps of a verified Google ID token. */
export interface GoogleIdentity {
  /** Google's stable account id. */
  sub: string;
  /** Lower-cased, verified by Google. */
  email: string;
  name: string | null;
  picture: string | null;
}

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured';
export const INVALID_GOOGLE_TOKEN = 'Invalid Google token';

/** Clock skew allowed between Google and this server. */
const CLOCK_TOLERANCE_SECONDS = 30;
const HTTP_TIMEOUT_MS = 10_000;

const invalid = () => new HttpError(400, INVALID_GOOGLE_TOKEN);

/** Google documents both spellings of its issuer. */
function issuersOf(issuer: string): string[] {
  const bare = issuer.replace(/^https:\/\//, '');
  return bare === issuer ? [issuer] : [issuer, bare];
}

/** Whether a jose error is about the token (400) rather than about reaching Google (a 5xx). */
function isTokenError(err: unknown): boolean {
  if (!(err instanceof joseErrors.JOSEError)) return false;
  return !(err instanceof joseErrors.JWKSTimeout) && err.code !== joseErrors.JOSEError.code;
}

export interface GoogleVerifier {
  /** Verifies `value` of `type` and answers the identity, or throws 400 (not configured / invalid). */
  identify(type: 'code' | 'credential', value: string): Promise<GoogleIdentity>;
}

/** The verifier of one app; its key set is fetched on first use and cached (jose refreshes it). */
export function createGoogleVerifier(google: Config['google']): GoogleVerifier {
  const jwks = createRemoteJWKSet(new URL(google.jwksUrl), { timeoutDuration: HTTP_TIMEOUT_MS });

  async function verifyIdToken(clientId: string, idToken: string): Promise<GoogleIdentity> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, jwks, {
        algorithms: ['RS256'],
        audience: clientId,
        issuer: issuersOf(google.issuer),
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (err) {
      if (isTokenError(err)) throw invalid();
      throw err;
    }
    const { sub, email } = payload;
    const verified = payload.email_verified === true || payload.email_verified === 'true';
    if (typeof sub !== 'string' || sub === '' || typeof email !== 'string' || !verified) {
      throw invalid();
    }
    const name = typeof payload.name === 'string' ? payload.name.trim().slice(0, 120) : '';
    const picture =
      typeof payload.picture === 'string' &&
      payload.picture.length <= 2048 &&
      /^https:\/\//.test(payload.picture)
        ? payload.picture
        : null;
    return { sub, email: email.trim().toLowerCase(), name: name || null, picture };
  }

  /** Exchanges an authorization code of the popup flow for its ID token. */
  async function exchangeCode(
    clientId: string,
    clientSecret: string,
    code: string,
  ): Promise<string> {
    const response = await fetch(google.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        code,
        client_id: clientId,
        client_secret: clientSecret,
        // The popup (auth-code) flow of Google Identity Services uses this redirect URI.
        redirect_uri: 'postmessage',
        grant_type: 'authorization_code',
      }),
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
    // 4xx: Google refuses the code (invalid_grant…); anything else is Google failing, a 5xx of ours.
    if (response.status >= 400 && response.status < 500) throw invalid();
    if (!response.ok) throw new Error(`Google token endpoint answered ${response.status}`);
    const body = (await response.json().catch(() => null)) as { id_token?: unknown } | null;
    if (!body || typeof body.id_token !== 'string' || body.id_token === '') throw invalid();
    return body.id_token;
  }

  return {
    async identify(type, value) {
      const clientId = google.clientId;
      if (!clientId) throw new HttpError(400, GOOGLE_NOT_CONFIGURED);
      if (type === 'credential') return verifyIdToken(clientId, value);
      if (!google.clientSecret) throw new HttpError(400, GOOGLE_NOT_CONFIGURED);
      return verifyIdToken(clientId, await exchangeCode(clientId, google.clientSecret, value));
    },
  };
}

// The /auth operations of the contract: sign-in by e-mailed code and by Google, the session check, the
// user info, sign-out and the two onboarding steps. Rules live in src/auth; these handlers read the
// request, call them and shape the answer.
import { maskEmail, normalizeEmail } from '@panel/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ATTEMPT_NOT_FOUND,
  issueCode,
  linkAccount,
  type CodeRequest,
  newSecret,
  purgeExpired,
  RetryLaterError,
  submitCode,
  submitLink,
  withdrawCode,
} from '../../auth/codes.js';
import {
  signInWithGoogle,
  submitPersonalInfo,
  submitStoreInfo,
  userInfoAnswer,
  userInfoOfSession,
} from '../../auth/accounts.js';
import { createGoogleVerifier } from '../../auth/google.js';
import {
  isKnownBrowser,
  KNOWN_BROWSER_COOKIE,
  KNOWN_BROWSER_ID,
  KNOWN_BROWSER_MAX_AGE_SECONDS,
  rememberBrowser,
  SECURE_KNOWN_BROWSER_COOKIE,
} from '../../auth/known-browsers.js';
import {
  currentSession,
  currentSessionWith,
  endSession,
  requireUser,
  revokeRequestSession,
  setSessionCookie,
} from '../../auth/session.js';
import { HttpError } from '../../http-error.js';
import { createMailer, signInCodeMail, signInLinkMail } from '../../mail/index.js';
import { API_PREFIX } from '../../openapi.js';
import { clientLimitKey } from '../../rate-limit/client-hash.js';
import { Shield } from '../../rate-limit/shield.js';

/** Share of code requests that also purge expired codes, counters and sessions. */
const PURGE_PROBABILITY = 0.02;

/**
 * The sign-in attempt cookie: a 256-bit random id set by auth/login, sent back only to the auth calls
 * (Path), never to another site's requests (SameSite=Strict), never to scripts (HttpOnly). The code
 * row stores its hash, so only this browser can submit guesses for that code. `__Secure-` over https:
 * the browser then refuses it from a non-secure origin (a `__Host-` name would forbid the Path).
 */
export const ATTEMPT_COOKIE = 'panel_sign_in';
export const SECURE_ATTEMPT_COOKIE = '__Secure-panel_sign_in';
/** Outlives a code (10 min) and a resend's cooldown; every code request renews it. */
export const ATTEMPT_MAX_AGE_SECONDS = 30 * 60;
const ATTEMPT_ID = /^[\w-]{43}$/;

/** Sets `Retry-After` for errors that carry it, then lets the error handler answer. */
async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof RetryLaterError) {
      void reply.header('retry-after', String(err.retryAfterSeconds));
    }
    throw err;
  }
}

/**
 * Whether a GET comes from the panel itself: `Sec-Fetch-Site: same-origin` (or `none`: typed in the
 * address bar, a bookmark), or — from a browser without Fetch Metadata — an Origin equal to the panel's.
 */
export function isSameOriginNavigation(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  const host = request.headers.host;
  return (
    origin !== undefined && (origin === publicUrl || origin === `${request.protocol}://${host}`)
  );
}

/** Handlers of the `/auth` operations, by operationId. */
export function authHandlers(app: FastifyInstance) {
  const mailer = createMailer(app.config, app.log);
  try {
    app.addHook('onClose', async () => mailer.close());
  } catch {
    // The handlers were built on an app that already started (to list them): this mailer never sends,
    // so it never opens a connection to close.
  }
  const google = createGoogleVerifier(app.config.google);
  const https = app.config.publicUrl.startsWith('https:');
  const attemptCookie = https ? SECURE_ATTEMPT_COOKIE : ATTEMPT_COOKIE;
  const attemptCookieOptions = {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: https,
    path: `${API_PREFIX}/auth`,
  };
  const limits = app.config.signInLimits;
  // In-process shields, well above what the database counters allow a client (they are only there so
  // a flood is refused without a query): twice the hourly caps, with a burst of at least 30.
  const requestShield = new Shield(
    Math.max(30, limits.mailsPerClientHour),
    (2 * Math.max(60, limits.mailsPerClientHour)) / 3600,
  );
  const submitShield = new Shield(
    Math.max(30, limits.failuresPerClientHour),
    (4 * Math.max(150, limits.failuresPerClientHour)) / 3600,
  );
  /** Refuses the request when the client's shield is empty. */
  function shield(guard: Shield, client: string, message: string) {
    if (!guard.allow(client)) {
      throw new RetryLaterError(429, message, guard.retryAfterSeconds(client));
    }
  }

  const knownCookie = https ? SECURE_KNOWN_BROWSER_COOKIE : KNOWN_BROWSER_COOKIE;

  /** Replaces the request's session (if any) with the new one; the browser is known to the account. */
  async function signedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    signIn: { sessionToken: string; isNewUser: boolean; userId: string },
  ) {
    await revokeRequestSession(app, request);
    setSessionCookie(app, reply, signIn.sessionToken);
    void reply.clearCookie(attemptCookie, attemptCookieOptions);
    // One id per browser, kept across accounts and renewed at every sign-in.
    const given = request.cookies[knownCookie];
    const browserId = given && KNOWN_BROWSER_ID.test(given) ? given : newSecret(32);
    await rememberBrowser(app.db, browserId, signIn.userId);
    void reply.setCookie(knownCookie, browserId, {
      ...attemptCookieOptions,
      maxAge: KNOWN_BROWSER_MAX_AGE_SECONDS,
    });
    return { ok: true as const, data: { isNewUser: signIn.isNewUser } };
  }

  /** The request's attempt id, when its cookie holds a well-formed one. */
  function attemptOf(request: FastifyRequest): string | undefined {
    const value = request.cookies[attemptCookie];
    return value && ATTEMPT_ID.test(value) ? value : undefined;
  }

  return {
    async authLogin(request: FastifyRequest, reply: FastifyReply) {
      const { email: raw } = request.body as { email: string };
      const email = normalizeEmail(raw);
      const client = await clientLimitKey(app.db, request.ip);
      // A resend from the same browser keeps its attempt (and renews the cookie).
      const attemptId = attemptOf(request) ?? newSecret(32);
      const codeRequest: CodeRequest = { email, client, attemptId };
      // Whether the address has an account is not looked at: the answer is the same for everyone.
      const issued = await withRetryAfter(reply, async () => {
        shield(requestShield, client, 'Too many code requests');
        // A browser that signed in to the address is served at the usual cooldown (issue 19).
        codeRequest.knownBrowser = await isKnownBrowser(
          app.db,
          request.cookies[knownCookie],
          email,
        );
        return issueCode(app.db, codeRequest, app.config.otpTtlSeconds, limits);
      });
      const mail =
        issued.kind === 'code'
          ? signInCodeMail(email, issued.code, issued.ttlSeconds)
          : issued.kind === 'link'
            ? signInLinkMail(
                email,
                // In the fragment: it never reaches a server log, a proxy or a Referer.
                `${app.config.publicUrl}/login/enlace#token=${issued.token}`,
                issued.ttlSeconds,
                issued.reason,
              )
            : null;
      if (mail) {
        try {
          await mailer.send(mail);
        } catch (err) {
          request.log.error({ err }, 'the sign-in code mail could not be sent');
          await withdrawCode(app.db, codeRequest, issued, limits);
          throw new Error('sign-in code mail failed', { cause: err });
        }
      }
      if (Math.random() < PURGE_PROBABILITY) {
        await purgeExpired(app.db).catch((err: unknown) =>
          request.log.warn({ err }, 'purging expired sign-in data failed'),
        );
      }
      void reply.setCookie(attemptCookie, attemptId, {
        ...attemptCookieOptions,
        maxAge: ATTEMPT_MAX_AGE_SECONDS,
      });
      return { ok: true as const, data: { delivery: issued.kind === 'code' ? 'code' : 'link' } };
    },

    async authSubmitEmailCode(request: FastifyRequest, reply: FastifyReply) {
      const { email, otpCode } = request.body as { email: string; otpCode: string };
      const attemptId = attemptOf(request);
      // Refused before any counter is read or written: nothing is spent, not even the client's shield.
      if (!attemptId) throw new HttpError(400, ATTEMPT_NOT_FOUND);
      const client = await clientLimitKey(app.db, request.ip);
      const signIn = await withRetryAfter(reply, async () => {
        shield(submitShield, client, 'Too many attempts');
        return submitCode(
          app.db,
          { email: normalizeEmail(email), code: otpCode, attemptId, client },
          limits,
        );
      });
      return signedIn(request, reply, signIn);
    },

    async authSubmitEmailLink(request: FastifyRequest, reply: FastifyReply) {
      const { token } = request.body as { token: string };
      const session = await currentSession(app, request);
      const signIn = await submitLink(app.db, token, session?.userId ?? null);
      return signedIn(request, reply, signIn);
    },

    /** What the link's page shows before its button: the masked address, and another session. */
    async authEmailLinkAccount(request: FastifyRequest) {
      const { token } = request.body as { token: string };
      const session = await currentSession(app, request);
      const link = await linkAccount(app.db, token, session?.userId ?? null);
      return {
        ok: true as const,
        data: { email: maskEmail(link.email), signedInElsewhere: link.otherAccount },
      };
    },

    async authGoogle(request: FastifyRequest, reply: FastifyReply) {
      const { type, value } = request.body as { type: 'code' | 'credential'; value: string };
      const identity = await google.identify(type, value);
      const signIn = await signInWithGoogle(app.db, identity);
      return signedIn(request, reply, signIn);
    },

    async authVerify(request: FastifyRequest) {
      return { ok: (await currentSession(app, request)) !== null };
    },

    async authUserInfo(request: FastifyRequest) {
      // The session, the user, their store and its configuration in one query.
      const found = await currentSessionWith(app, request, userInfoOfSession);
      if (!found) throw new HttpError(401, 'Not authenticated');
      const { user, store, configuration } = found.row;
      return { ok: true as const, data: userInfoAnswer(user, store, configuration) };
    },

    /** POST auth/logout: what the panel uses (the CSRF guard stands in front of it). */
    async authLogoutPost(request: FastifyRequest, reply: FastifyReply) {
      await endSession(app, request, reply);
      return { ok: true as const };
    },

    /**
     * The spec's GET sign-out, kept for same-origin navigations only: a link or image on another site
     * must not sign the merchant out.
     */
    async authLogout(request: FastifyRequest, reply: FastifyReply) {
      if (!isSameOriginNavigation(request, app.config.publicUrl)) {
        throw new HttpError(403, 'Forbidden');
      }
      await endSession(app, request, reply);
      return { ok: true as const };
    },

    async authSubmitPersonalInfo(request: FastifyRequest) {
      const { userId } = await requireUser(app, request);
      const { name } = request.body as { name: string };
      await submitPersonalInfo(app.db, userId, name);
      return { ok: true as const };
    },

    async authSubmitStoreInfo(request: FastifyRequest) {
      const { userId } = await requireUser(app, request);
      const body = request.body as { storeName: string; storeLink: string };
      await submitStoreInfo(app.db, userId, body, app.config.productsLimit);
      return { ok: true as const };
    },
  };
}

// The /auth operations of the contract: sign-in by e-mailed code and by Google, the session check, the
// user info, sign-out and the two onboarding steps. Rules live in src/auth; these handlers read the
// request, call them and shape the answer.
import { normalizeEmail } from '@panel/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  issueCode,
  purgeExpired,
  RetryLaterError,
  submitCode,
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
  currentSession,
  currentSessionWith,
  endSession,
  requireUser,
  revokeRequestSession,
  setSessionCookie,
} from '../../auth/session.js';
import { HttpError } from '../../http-error.js';
import { createMailer, signInCodeMail } from '../../mail/index.js';

/** Share of code requests that also purge expired codes, counters and sessions. */
const PURGE_PROBABILITY = 0.02;

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

  /** Replaces the request's session (if any) with the new one. */
  async function signedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    signIn: { sessionToken: string; isNewUser: boolean },
  ) {
    await revokeRequestSession(app, request);
    setSessionCookie(app, reply, signIn.sessionToken);
    return { ok: true as const, data: { isNewUser: signIn.isNewUser } };
  }

  return {
    async authLogin(request: FastifyRequest, reply: FastifyReply) {
      const { email: raw } = request.body as { email: string };
      const email = normalizeEmail(raw);
      // Whether the address has an account is not looked at: the answer is the same for everyone.
      const issued = await withRetryAfter(reply, () =>
        issueCode(app.db, email, request.ip, app.config.otpTtlSeconds),
      );
      try {
        await mailer.send(signInCodeMail(email, issued.code, issued.ttlSeconds));
      } catch (err) {
        request.log.error({ err }, 'the sign-in code mail could not be sent');
        await withdrawCode(app.db, email, issued);
        throw new Error('sign-in code mail failed', { cause: err });
      }
      if (Math.random() < PURGE_PROBABILITY) {
        await purgeExpired(app.db).catch((err: unknown) =>
          request.log.warn({ err }, 'purging expired sign-in data failed'),
        );
      }
      return { ok: true as const };
    },

    async authSubmitEmailCode(request: FastifyRequest, reply: FastifyReply) {
      const { email, otpCode } = request.body as { email: string; otpCode: string };
      const signIn = await withRetryAfter(reply, () =>
        submitCode(app.db, normalizeEmail(email), otpCode),
      );
      return signedIn(request, reply, signIn);
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

    async authLogout(request: FastifyRequest, reply: FastifyReply) {
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

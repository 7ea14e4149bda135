// One error shape for every failure: `{ ok: false, error }`. 4xx carry a message meant for the client;
// 5xx are logged with the request id and answered with a generic message — never a stack or a cause.
// Two failures of the machine get their own status, so a client knows what to do (see faults.ts): the
// database unreachable answers 503 with Retry-After, a full disk 507.
import { ORDER_MESSAGES } from '@panel/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable, isOutOfSpace } from '../faults.js';
import { HttpError, type ErrorBody } from '../http-error.js';

/** `body/email`, `querystring/limit`, `params/id`… from a Fastify/Ajv validation error. */
function validationPath(error: FastifyError): string {
  const first = error.validation?.[0];
  const context = error.validationContext ?? 'request';
  if (!first) return context;
  let pointer = first.instancePath.replace(/^\//, '');
  // `required` and `additionalProperties` name the offending property in params, not in the path.
  const params = first.params as { missingProperty?: string; additionalProperty?: string };
  const property = params.missingProperty ?? params.additionalProperty;
  if (property) pointer = pointer ? `${pointer}/${property}` : property;
  return pointer ? `${context}/${pointer}` : context;
}

/** The contract caps `error` at 500 characters. */
const MAX_ERROR_LENGTH = 500;

/** Answers `{ ok: false, error }` with `statusCode`. */
export function sendError(reply: FastifyReply, statusCode: number, error: string) {
  const body: ErrorBody = { ok: false, error: error.slice(0, MAX_ERROR_LENGTH) };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/** The stable prefix of every validation failure (ErrorCode `Invalid request` of the contract). */
export const INVALID_REQUEST = 'Invalid request';

/** Seconds a client should wait before trying again while the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;
/** The contract's error of a 503: the database is unreachable (restarting, failing over). */
export const SERVICE_UNAVAILABLE = 'Service unavailable';
/** The contract's error of a 507: the disk is full, nothing was stored. */
export const INSUFFICIENT_STORAGE = 'Insufficient storage';

/** Fastify and plugin client errors whose message the contract words differently. */
const CONTRACT_MESSAGES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: 'File too large',
  // @fastify/multipart's count limits ("reach files limit"…): the body is over its limits.
  FST_FILES_LIMIT: 'File too large: too many files',
  FST_PARTS_LIMIT: 'File too large: too many parts',
  FST_FIELDS_LIMIT: 'File too large: too many fields',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body too large',
  FST_ERR_CTP_INVALID_JSON_BODY: `${INVALID_REQUEST}: body is not valid JSON`,
  FST_ERR_CTP_EMPTY_JSON_BODY: `${INVALID_REQUEST}: body is empty`,
};

/**
 * A storefront order's texts over the limits its schema says (@panel/domain's): refused with the order's
 * own Spanish message and field, as orders/create.ts words them, rather than the schema's English.
 */
const ORDER_TEXT_LIMITS: Record<string, { error: string; field: string }> = {
  '/customer/name': { error: ORDER_MESSAGES.nameTooLong, field: 'customer.name' },
  '/delivery/address': { error: ORDER_MESSAGES.addressTooLong, field: 'delivery.address' },
  '/address': { error: ORDER_MESSAGES.addressTooLong, field: 'address' },
  '/note': { error: ORDER_MESSAGES.noteTooLong, field: 'note' },
};
const STOREFRONT_ORDERS = '/api/v2/storefront/orders';

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const first = error.validation?.[0];
      const orderText =
        request.routeOptions.url === STOREFRONT_ORDERS &&
        error.validationContext === 'body' &&
        first?.keyword === 'maxLength'
          ? ORDER_TEXT_LIMITS[first.instancePath]
          : undefined;
      if (orderText) {
        return reply.code(400).send({ ok: false as const, ...orderText });
      }
      if (error.validation) {
        // The contract's `error` is a plain string "so a server may add detail": the stable code first,
        // then where and why, e.g. `Invalid request: body/email must match format "email"`.
        const where = validationPath(error);
        const why = error.validation[0]?.message ?? 'is invalid';
        request.log.info({ where, validation: error.validation }, 'invalid request');
        return sendError(reply, 400, `${INVALID_REQUEST}: ${where} ${why}`);
      }
      if (error instanceof HttpError) {
        if (error.retryAfter !== undefined) {
          void reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfter))));
        }
        return sendError(reply, error.statusCode, error.message);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, unsupported media type, body too large…): their
        // messages describe the request, not the server.
        request.log.info({ code: error.code, status }, error.message);
        return sendError(reply, status, CONTRACT_MESSAGES[error.code] ?? error.message);
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error, reqId: request.id }, 'database unavailable');
        void reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
        return sendError(reply, 503, SERVICE_UNAVAILABLE);
      }
      if (isOutOfSpace(error)) {
        request.log.error({ err: error, reqId: request.id }, 'disk full');
        return sendError(reply, 507, INSUFFICIENT_STORAGE);
      }
      request.log.error({ err: error, reqId: request.id }, 'request failed');
      return sendError(reply, 500, 'Internal error');
    });
  },
  { name: 'panel-errors' },
);

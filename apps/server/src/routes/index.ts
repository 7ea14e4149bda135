// Every implemented operation of openapi/panel-v2.yaml, by operationId. The contract's other operations
// are routed too (and validated) but answer 501 until their handler lands here.
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { configHandlers } from './config/index.js';

export type ServiceHandlers = Record<string, RouteHandlerMethod>;

/** Builds the handlers for one app; they reach the database and settings through `app`. */
export function serviceHandlers(app: FastifyInstance): ServiceHandlers {
  return {
    ...configHandlers(app.config),
  };
}

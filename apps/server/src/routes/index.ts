// Every implemented operation of openapi/panel-v2.yaml, by operationId. The contract's other operations
// are routed too (and validated) but answer 501 until their handler lands here.
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { accountHandlers } from './accounts/index.js';
import { authHandlers } from './auth/index.js';
import { categoryHandlers } from './categories/index.js';
import { checkoutHandlers } from './checkout/index.js';
import { configHandlers } from './config/index.js';
import { couponHandlers } from './coupons/index.js';
import { healthHandlers } from './health/index.js';
import { mediaHandlers } from './media/index.js';
import { notificationHandlers } from './notifications/index.js';
import { orderHandlers } from './orders/index.js';
import { personalizationHandlers } from './personalization/index.js';
import { productHandlers } from './products/index.js';
import { reportHandlers } from './reports/index.js';
import { storefrontHandlers } from './storefront/index.js';
import { storeHandlers } from './stores/index.js';

export type ServiceHandlers = Record<string, RouteHandlerMethod>;

/** Builds the handlers for one app; they reach the database and settings through `app`. */
export function serviceHandlers(app: FastifyInstance): ServiceHandlers {
  return {
    ...configHandlers(app.config),
    ...authHandlers(app),
    ...storeHandlers(app),
    ...accountHandlers(app),
    ...checkoutHandlers(app),
    ...personalizationHandlers(app),
    ...productHandlers(app),
    ...categoryHandlers(app),
    ...couponHandlers(app),
    ...mediaHandlers(app),
    ...notificationHandlers(app),
    ...orderHandlers(app),
    ...storefrontHandlers(app),
    ...reportHandlers(app),
    ...healthHandlers(app),
  };
}

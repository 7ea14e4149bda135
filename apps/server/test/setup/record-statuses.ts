// The complement of test/contract.test.ts's refusal walk: every app built by any server test answers
// under watch, and each test file ends by checking that every answer of a contract route had a status its
// operation declares. So a test that makes the server answer something the contract does not say fails,
// whatever the test itself asserts. 5xx are left out: the contract documents them once, for every call.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect } from 'vitest';
import { isDeclared, operationOfRoute } from '../contract.js';

const undeclared = new Set<string>();

function watch(message: unknown) {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    if (status >= 500) return;
    const operation = operationOfRoute(request.method, request.routeOptions.url);
    if (operation && !isDeclared(operation.declared, status)) {
      undeclared.add(
        `${request.method} ${operation.path} (${operation.operationId}) answered ${status}`,
      );
    }
  });
}

subscribe('fastify.initialization', watch);

afterAll(() => {
  unsubscribe('fastify.initialization', watch);
  expect([...undeclared], 'statuses the contract does not declare').toEqual([]);
});

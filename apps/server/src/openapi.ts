// Reads the HTTP contract (openapi/panel-v2.yaml) and lists its operations.
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** Prefix of every call of the contract. */
export const API_PREFIX = '/api/v2';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export interface OpenApiDocument {
  openapi: string;
  paths?: Record<string, Partial<Record<(typeof METHODS)[number], { operationId?: string }>>>;
  [key: string]: unknown;
}

export interface Operation {
  operationId: string;
  method: Uppercase<(typeof METHODS)[number]>;
  /** Path as written in the contract, e.g. `/products/delete/{id}` (without {@link API_PREFIX}). */
  path: string;
}

/** Loads and parses the contract; a missing or unreadable file stops the server with its path. */
export function loadOpenApi(file: string): OpenApiDocument {
  if (!existsSync(file)) {
    throw new Error(`OpenAPI contract not found: ${file}`);
  }
  const doc = parse(readFileSync(file, 'utf8')) as unknown;
  if (!doc || typeof doc !== 'object' || typeof (doc as OpenApiDocument).openapi !== 'string') {
    throw new Error(`${file} is not an OpenAPI document`);
  }
  return doc as OpenApiDocument;
}

/** Every operation of the contract, in file order. */
export function listOperations(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (op?.operationId) {
        operations.push({
          operationId: op.operationId,
          method: method.toUpperCase() as Operation['method'],
          path,
        });
      }
    }
  }
  return operations;
}

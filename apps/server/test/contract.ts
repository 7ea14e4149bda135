// What the contract declares, for the tests that hold the server to it: the statuses of each operation,
// the operation a Fastify route serves, and sample requests built from the operation's schemas.
import { API_PREFIX, listOperations, loadOpenApi, type Operation } from '../src/openapi.js';
import { openapiPath } from '../src/paths.js';

type Schema = Record<string, unknown>;

interface OperationObject {
  operationId?: string;
  parameters?: Schema[];
  requestBody?: Schema;
  responses?: Record<string, unknown>;
}

/** The contract, parsed once per test file. */
export const contract = loadOpenApi(openapiPath);

/** Every operation of the contract, with the statuses it declares. */
export interface ContractOperation extends Operation {
  /** Declared response keys: `200`, `4XX`, `default`… */
  declared: string[];
  /** Declared media types of each response key's body (`[]` for an answer without a body). */
  contentTypes: Record<string, string[]>;
  /** The route's URL as Fastify writes it: `/api/v2/products/:id`. */
  route: string;
  /** Path parameter names, in order. */
  pathParams: string[];
  /** Media type → schema of the request body; null without a body. */
  body: Record<string, Schema> | null;
  /** True when the operation requires the session (its own or the document's `security`). */
  needsSession: boolean;
}

/** Follows `$ref`s inside the contract (`#/components/...`). */
export function deref<T = Schema>(value: unknown): T {
  let current = value as Schema;
  while (current && typeof current.$ref === 'string') {
    const parts = current.$ref.replace(/^#\//, '').split('/');
    current = parts.reduce<Schema>((node, key) => node[key] as Schema, contract as Schema);
  }
  return current as T;
}

const operationObject = (op: Operation): OperationObject =>
  (contract.paths?.[op.path] as Record<string, OperationObject>)[op.method.toLowerCase()]!;

function requiresSession(object: OperationObject): boolean {
  const security = ((object as Schema).security ?? contract.security ?? []) as Array<
    Record<string, unknown>
  >;
  // Any alternative without the session (`{}`, or only the CSRF header) makes it optional.
  return security.length > 0 && security.every((alternative) => 'session' in alternative);
}

/** The contract's operations with what the tests need of each. */
export const contractOperations: ContractOperation[] = listOperations(contract).map((op) => {
  const object = operationObject(op);
  const params = (object.parameters ?? []).map((p) => deref(p));
  const content = deref(object.requestBody)?.content as
    Record<string, { schema: Schema }> | undefined;
  return {
    ...op,
    declared: Object.keys(object.responses ?? {}),
    contentTypes: Object.fromEntries(
      Object.entries(object.responses ?? {}).map(([key, response]) => [
        key,
        Object.keys(deref<{ content?: Schema }>(response).content ?? {}),
      ]),
    ),
    route: `${API_PREFIX}${op.path.replace(/\{(\w+)\}/g, ':$1')}`,
    pathParams: params.filter((p) => p.in === 'path').map((p) => String(p.name)),
    body: content
      ? Object.fromEntries(Object.entries(content).map(([type, media]) => [type, media.schema]))
      : null,
    needsSession: requiresSession(object),
  };
});

/** True when `status` is one of `declared` (exactly, by its `4XX` range, or by `default`). */
export function isDeclared(declared: readonly string[], status: number): boolean {
  const text = String(status);
  return (
    declared.includes(text) ||
    declared.includes(`${text[0]}XX`) ||
    declared.includes(`${text[0]}xx`) ||
    declared.includes('default')
  );
}

/** The declared response key of `status` (exact, then its range, then `default`), if any. */
function responseKey(declared: readonly string[], status: number): string | undefined {
  const text = String(status);
  return [text, `${text[0]}XX`, `${text[0]}xx`, 'default'].find((key) => declared.includes(key));
}

/**
 * Why an answer's body does not match what the contract declares for its status, or null: its media type
 * must be one the response lists (a bodyless response takes no body), and an error (4xx) in JSON must be
 * the contract's `{ ok: false, error }`.
 */
export function contentMismatch(
  op: ContractOperation,
  status: number,
  contentType: string | undefined,
  body: string,
): string | null {
  const key = responseKey(op.declared, status);
  if (!key) return null;
  const types = op.contentTypes[key] ?? [];
  const type = (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
  if (body === '') return null;
  if (types.length === 0) return `a body (${type || 'no type'}) where none is declared`;
  if (!types.includes(type)) return `${type || 'no type'} where ${types.join(', ')} is declared`;
  if (status >= 400 && type === 'application/json') {
    const parsed = JSON.parse(body) as { ok?: unknown; error?: unknown };
    if (parsed.ok !== false || typeof parsed.error !== 'string') return 'not { ok: false, error }';
  }
  return null;
}

/**
 * The operation a request was routed to: by Fastify's route URL and method. A HEAD request is GET's twin
 * (Fastify answers HEAD on every GET route, and HTTP says it answers as GET would), so it is held to the
 * GET operation's statuses.
 */
export function operationOfRoute(
  method: string,
  route: string | undefined,
): ContractOperation | undefined {
  const asGet = method === 'HEAD' ? 'GET' : method;
  return contractOperations.find((op) => op.method === asGet && op.route === route);
}

/** A short text of the schema's minimum length that matches its pattern, when a simple one does. */
function textSample(schema: Schema): string {
  const min = Number(schema.minLength ?? 0);
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : null;
  const candidates = [
    'a'.repeat(Math.max(1, min)),
    '',
    '1'.repeat(Math.max(1, min)),
    'A'.repeat(Math.max(1, min)),
    '+1',
  ];
  return candidates.find((c) => c.length >= min && (!pattern || pattern.test(c))) ?? candidates[0]!;
}

/**
 * A small value that satisfies `schema` where that is easy (required fields, enums, examples, defaults,
 * minimum lengths). Not a general generator: a sample that breaks a pattern is refused with 400, which is
 * a declared answer too — but the samples of the contract's forms are valid, so a request can get past
 * validation to the handler's own refusals.
 */
export function sampleOf(schemaRef: unknown): unknown {
  const schema = deref(schemaRef);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.examples)) return schema.examples[0];
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.anyOf)) return sampleOf(schema.anyOf[0]);
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((name) => [name, sampleOf(properties[name])]));
    }
    case 'array':
      return Array.from({ length: Number(schema.minItems ?? 0) }, () => sampleOf(schema.items));
    case 'integer':
    case 'number':
      return Number(schema.minimum ?? 0);
    case 'boolean':
      return false;
    default:
      if (schema.format === 'email') return 'ana@example.com';
      if (schema.format === 'date-time') return new Date(0).toISOString();
      return textSample(schema);
  }
}

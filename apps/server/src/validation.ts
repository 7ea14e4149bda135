// Request validation with two ajv instances: text parts of a request (query string, path parameters,
// headers, multipart fields) are coerced to the contract's types, because they can only arrive as text;
// JSON bodies are validated as sent, because JSON has types of its own and the contract states them
// (`{"otpCode": 1234}` is a number where the contract says string: refused, not quietly converted).
import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';

/** Options of both instances; only `coerceTypes` differs. */
const AJV_OPTIONS = {
  // The contract uses annotations ajv does not know (`examples`, `format: binary`…).
  strict: false,
  useDefaults: true,
  removeAdditional: false,
} as const;

/** True for `application/json` and `application/*+json`. */
export function isJsonMediaType(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

interface RouteSchemaDefinition {
  schema: unknown;
  method: string;
  url: string;
  httpPart?: string;
  /** Set by Fastify for a body schema given per media type (`body.content`). */
  contentType?: string;
}

type ExternalSchemas = Parameters<ReturnType<typeof AjvCompiler>>[0];

/**
 * The validator compiler of one Fastify instance: JSON bodies get the exact instance, every
 * other part the coercing one (`coerceTypes: 'array'` also turns one repeated query parameter or one
 * multipart file into the array the contract declares).
 */
function validatorFor(externalSchemas: ExternalSchemas): FastifySchemaCompiler<unknown> {
  const factory = AjvCompiler();
  const coercing = factory(externalSchemas, {
    customOptions: { ...AJV_OPTIONS, coerceTypes: 'array' },
  });
  const exact = factory(externalSchemas, { customOptions: { ...AJV_OPTIONS, coerceTypes: false } });
  return (definition) => {
    const { httpPart, contentType } = definition as RouteSchemaDefinition;
    // A body schema without a media type is a JSON body (Fastify's own routes and plugins).
    const json = httpPart === 'body' && (contentType === undefined || isJsonMediaType(contentType));
    // At run time the pool's compile function takes the whole definition (its typings say schema).
    const compile = (json ? exact : coercing) as unknown as FastifySchemaCompiler<unknown>;
    return compile(definition);
  };
}

type ValidatorFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>['buildValidator'];

/**
 * Fastify's `schemaController.compilersFactory.buildValidator`. Fastify's typings describe the compile
 * function of @fastify/ajv-compiler as taking a bare schema; at run time it takes the route definition.
 */
export const buildValidator = validatorFor as unknown as ValidatorFactory;

import type { z } from 'zod';
import type { ErrorCode } from '../error-codes.ts';

/**
 * One endpoint of the HTTP API, written once (docs/architecture.md, "The contract"): the server
 * registers its route from it and the web's typed client calls it, so a path, a schema or a status
 * cannot differ between the two.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A refusal the schemas cannot state (a rule the service checks: "the big blind must be at least the
 * small blind"): its error code and the rule, in the words of the message the caller reads. The
 * OpenAPI description lists its status and code and writes the rule in the operation's description
 * (docs/api.md, "Error answers"); the answers every endpoint shares are derived, not written here.
 */
export type EndpointRefusal = readonly [code: ErrorCode, rule: string];

export type EndpointDefinition = {
  method: HttpMethod;
  /** The full path, `:name` for a path parameter (`/api/games/:id`). */
  path: `/api/${string}` | '/api';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Status -> schema of the whole answer (usually `apiSuccessSchema(data)`); none for a file. */
  responses?: Partial<Record<number, z.ZodType>>;
  /**
   * The schema the web reads a successful answer's `data` with, where it is more lenient than the
   * server's (a legacy role read as participant); the server's schema otherwise.
   */
  read?: z.ZodType;
  /** OpenAPI grouping and title (`/api/openapi.json`). */
  tags?: readonly string[];
  summary?: string;
  /** What the operation does, for the OpenAPI description (its refusals are appended). */
  description?: string;
  /** The refusals the schemas cannot state (see `EndpointRefusal`). */
  refuses?: readonly EndpointRefusal[];
  /** Media types of an answer that is a file, not JSON (`application/pdf`). */
  produces?: readonly string[];
  /** Kept out of the OpenAPI document. */
  hide?: boolean;
  /**
   * A write that is not naturally idempotent: it takes an `Idempotency-Key` header, and a retry with
   * the same key gets the first answer again instead of a second action (docs/api.md, "Safe retries").
   */
  idempotencyKey?: boolean;
};

/** Keeps the literal types of a definition (its method, path and schemas) so both sides infer from it. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

type Schema<E, K extends keyof EndpointDefinition> = E extends { [P in K]: infer S extends z.ZodType }
  ? S
  : undefined;

export type ParamsOf<E extends EndpointDefinition> = Schema<E, 'params'>;
export type QueryOf<E extends EndpointDefinition> = Schema<E, 'query'>;
export type BodyOf<E extends EndpointDefinition> = Schema<E, 'body'>;

type SuccessStatus = 200 | 201 | 202 | 204;

/** The schema of the answer to a call that succeeded (the endpoint's 2xx entry). */
export type SuccessSchemaOf<E extends EndpointDefinition> = E extends { responses: infer R }
  ? R[Extract<keyof R, SuccessStatus>]
  : undefined;

/** What a successful call gives its caller: the envelope's `data`, or nothing. */
export type SuccessDataOf<E extends EndpointDefinition> = E extends { read: infer R extends z.ZodType }
  ? z.output<R>
  : SuccessSchemaOf<E> extends z.ZodType
    ? z.output<SuccessSchemaOf<E>> extends { success: true; data: infer D }
      ? D
      : z.output<SuccessSchemaOf<E>>
    : undefined;

const successStatuses: readonly number[] = [200, 201, 202, 204];

/**
 * The schema of a successful answer's `data` (the envelope is checked by the client itself);
 * undefined when the endpoint answers no JSON (a file, a 204).
 */
export function successDataSchema(endpoint: EndpointDefinition): z.ZodType | undefined {
  if (endpoint.read) return endpoint.read;
  const status = Object.keys(endpoint.responses ?? {})
    .map(Number)
    .find((code) => successStatuses.includes(code));
  if (status === undefined) return undefined;
  const schema = endpoint.responses?.[status];
  const shape = (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
  return shape && 'success' in shape && 'data' in shape ? shape.data : schema;
}

/**
 * A path with its parameters filled in, each encoded (`/api/games/:id` -> `/api/games/g%201`);
 * the query's defined values follow in the order given.
 */
export function endpointUrl(
  path: string,
  params?: Record<string, string | number> | undefined,
  query?: Record<string, string | number | boolean | null | undefined> | undefined,
): string {
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
  const pairs = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length === 0 ? filled : `${filled}?${pairs.join('&')}`;
}

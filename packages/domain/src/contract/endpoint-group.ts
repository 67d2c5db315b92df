import { z } from 'zod';
import { apiSuccessSchema } from '../schemas/api.ts';
import type { EndpointDefinition, HttpMethod } from './define-endpoint.ts';

// Kept apart from define-endpoint.ts, which the web's first chunk loads: building an entry's
// answer needs the schema library, which the landing page must not load (docs/architecture.md).

type Path = EndpointDefinition['path'];

/** What an entry of an `endpointGroup` adds to its method, path, tags and answer. */
export type EndpointParts = Pick<
  EndpointDefinition,
  | 'params'
  | 'query'
  | 'body'
  | 'read'
  | 'summary'
  | 'description'
  | 'refuses'
  | 'produces'
  | 'hide'
  | 'idempotencyKey'
>;

/** What every entry of a group has: its OpenAPI tags, and the parts added with `with`. */
type Shared = { tags: readonly string[] } & EndpointParts;

/** What a group already fills: its entries may not give it again. */
type Taken<S extends Shared> = { [K in keyof S]?: never };

/** An entry with nothing besides its method, path, shared parts and answer. */
type NoParts = Record<never, never>;

/**
 * The `:id` of one resource: a UUID. A malformed one is bad input (a 400, docs/api.md) whose
 * message is the resource's not-found message, the one an unknown id gets.
 */
export const idParams = (notFound: string) => z.object({ id: z.uuid({ error: notFound }) });
type IdParams = ReturnType<typeof idParams>;

/** The path parameters a group already has, as a shape to add to. */
type ParamsShape<S extends Shared> = S extends { params: z.ZodObject<infer Shape> } ? Shape : NoParts;

/** `{ [status]: apiSuccessSchema(data) }`: the one answer of an entry, in the envelope. */
type AnswerOf<Status extends number, Data extends z.ZodType> = {
  readonly [S in Status]: ReturnType<typeof apiSuccessSchema<Data>>;
};

/** `group.get(path, data, parts)`: an entry answering `Status` with `data` in the envelope. */
type Answering<Method extends HttpMethod, Status extends number, S extends Shared> = <
  const P extends Path,
  Data extends z.ZodType,
  Parts extends EndpointParts = NoParts,
>(
  path: P,
  data: Data,
  parts?: Parts & Taken<S>,
) => Entry<Method, P, Status, Data, S & Parts>;

/** `group.answering(data).post(path, parts)`: the same, with `data` given once for many entries. */
type AnsweringWith<
  Method extends HttpMethod,
  Status extends number,
  S extends Shared,
  Data extends z.ZodType,
> = <const P extends Path, Parts extends EndpointParts = NoParts>(
  path: P,
  parts?: Parts & Taken<S>,
) => Entry<Method, P, Status, Data, S & Parts>;

/** What a group's entry is: the `defineEndpoint` definition written out in full. */
type Entry<Method extends HttpMethod, P extends Path, Status extends number, Data extends z.ZodType, Rest> = {
  method: Method;
  path: P;
  responses: AnswerOf<Status, Data>;
} & Rest;

/** The methods of a group, each answering with its status: `created` is a POST answering 201. */
const verbs = {
  get: ['GET', 200],
  post: ['POST', 200],
  put: ['PUT', 200],
  patch: ['PATCH', 200],
  delete: ['DELETE', 200],
  created: ['POST', 201],
} as const;
type Verbs = typeof verbs;

/** Entries of one group that all answer the same `data`: a message for the user, say. */
export type AnsweringGroup<S extends Shared, Data extends z.ZodType> = {
  [V in keyof Verbs]: AnsweringWith<Verbs[V][0], Verbs[V][1], S, Data>;
};

export type EndpointGroup<S extends Shared> = {
  [V in keyof Verbs]: Answering<Verbs[V][0], Verbs[V][1], S>;
} & {
  /** For an entry written out in full with `defineEndpoint` (one answering two statuses). */
  tags: S['tags'];
  /** A GET answered with a file (a PDF, a CSV, a download), not JSON: no response schema. */
  file: <const P extends Path, Parts extends EndpointParts = NoParts>(
    path: P,
    parts?: Parts & Taken<S>,
  ) => { method: 'GET'; path: P } & S & Parts;
  /** The same group with parts every entry of it shares: a resource's path parameters, say. */
  with: <More extends EndpointParts>(more: More & Taken<S>) => EndpointGroup<S & More>;
  /** The entries of one resource of the group, named by its `:id` (see `idParams`). */
  byId: S extends { params: z.ZodType }
    ? never
    : (notFound: string) => EndpointGroup<S & { params: IdParams }>;
  /**
   * The entries of something inside the group's resource (a league's member, a game's participant):
   * the group's path parameters and `more`.
   */
  nested: <More extends z.core.$ZodShape>(
    more: More,
  ) => EndpointGroup<Omit<S, 'params'> & { params: z.ZodObject<ParamsShape<S> & More> }>;
  /** The group's entries that all answer `data`: `group.answering(data).post(path, parts)`. */
  answering: <Data extends z.ZodType>(data: Data) => AnsweringGroup<S, Data>;
};

function groupOf<S extends Shared>(shared: S): EndpointGroup<S> {
  const entry = (verb: keyof Verbs, path: Path, data: z.ZodType, parts?: EndpointParts) => {
    const [method, status] = verbs[verb];
    // Every create takes an Idempotency-Key (docs/api.md, "Safe retries"): a retried create would
    // otherwise make a second game, league or contact. Other writes opt in with `idempotencyKey`.
    const keyed = verb === 'created' ? { idempotencyKey: true } : {};
    return { method, path, ...shared, ...keyed, ...parts, responses: { [status]: apiSuccessSchema(data) } };
  };
  /** One function a verb; the literal types of the entries are the group's type's business. */
  const byVerb = (make: (verb: keyof Verbs) => unknown): Record<keyof Verbs, never> =>
    Object.fromEntries(Object.keys(verbs).map((verb) => [verb, make(verb as keyof Verbs)])) as never;
  return {
    ...byVerb(
      (verb) => (path: Path, data: z.ZodType, parts?: EndpointParts) => entry(verb, path, data, parts),
    ),
    tags: shared.tags,
    file: (path, parts) => ({ method: 'GET', path, ...shared, ...parts }) as never,
    with: (more) => groupOf({ ...shared, ...more }) as never,
    byId: ((notFound: string) => groupOf({ ...shared, params: idParams(notFound) })) as never,
    nested: (more) => {
      const params = shared.params instanceof z.ZodObject ? shared.params.extend(more) : z.object(more);
      return groupOf({ ...shared, params }) as never;
    },
    answering: (data) =>
      byVerb((verb) => (path: Path, parts?: EndpointParts) => entry(verb, path, data, parts)),
  };
}

/**
 * The endpoints of one OpenAPI group (its `tags`), each written as `group.get(path, data, parts)`:
 * the method and the path keep their literal types, `data` is the schema of the answer's `data`
 * (wrapped in the success envelope) and `parts` the entry's params, query, body and the rest, so
 * an entry is the same `defineEndpoint` definition it would be written out in full.
 */
export function endpointGroup<const Tags extends readonly string[]>(
  ...tags: Tags
): EndpointGroup<{ tags: Tags }> {
  return groupOf({ tags });
}

import type { z } from 'zod';
import { apiSuccessSchema } from '../schemas/api.ts';
import type { EndpointDefinition, HttpMethod } from './define-endpoint.ts';

// Kept apart from define-endpoint.ts, which the web's first chunk loads: building an entry's
// answer needs the schema library, which the landing page must not load (docs/architecture.md).

type Path = EndpointDefinition['path'];

/** What an entry of an `endpointGroup` adds to its method, path, tags and answer. */
export type EndpointParts = Pick<
  EndpointDefinition,
  'params' | 'query' | 'body' | 'read' | 'summary' | 'produces' | 'hide'
>;

/** What every entry of a group has: its OpenAPI tags, and the parts added with `with`. */
type Shared = { tags: readonly string[] } & EndpointParts;

/** What a group already fills: its entries may not give it again. */
type Taken<S extends Shared> = { [K in keyof S]?: never };

/** An entry with nothing besides its method, path, shared parts and answer. */
type NoParts = Record<never, never>;

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
) => { method: Method; path: P; responses: AnswerOf<Status, Data> } & S & Parts;

export type EndpointGroup<S extends Shared> = {
  /** For an entry written out in full with `defineEndpoint` (one answering two statuses). */
  tags: S['tags'];
  get: Answering<'GET', 200, S>;
  post: Answering<'POST', 200, S>;
  put: Answering<'PUT', 200, S>;
  patch: Answering<'PATCH', 200, S>;
  delete: Answering<'DELETE', 200, S>;
  /** A POST that creates something: `201 Created` with its `data`. */
  created: Answering<'POST', 201, S>;
  /** A GET answered with a file (a PDF, a CSV, a download), not JSON: no response schema. */
  file: <const P extends Path, Parts extends EndpointParts = NoParts>(
    path: P,
    parts?: Parts & Taken<S>,
  ) => { method: 'GET'; path: P } & S & Parts;
  /** The same group with parts every entry of it shares: a resource's path parameters, say. */
  with: <More extends EndpointParts>(more: More & Taken<S>) => EndpointGroup<S & More>;
};

function groupOf<S extends Shared>(shared: S): EndpointGroup<S> {
  const answering =
    <Method extends HttpMethod, Status extends number>(
      method: Method,
      status: Status,
    ): Answering<Method, Status, S> =>
    (path, data, parts) =>
      ({ method, path, ...shared, ...parts, responses: { [status]: apiSuccessSchema(data) } }) as never;
  return {
    tags: shared.tags,
    get: answering('GET', 200),
    post: answering('POST', 200),
    put: answering('PUT', 200),
    patch: answering('PATCH', 200),
    delete: answering('DELETE', 200),
    created: answering('POST', 201),
    file: (path, parts) => ({ method: 'GET', path, ...shared, ...parts }) as never,
    with: (more) => groupOf({ ...shared, ...more }),
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

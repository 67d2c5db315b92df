import { type EndpointDefinition, type ErrorCode, errorStatusByCode } from '@pokerhome/domain';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { refinementRules } from './schema-rules.ts';

/**
 * The error answers of one operation in the OpenAPI description (docs/api.md, "Error answers"),
 * derived once from what the route is: every operation may be refused bad input (400: a field, an
 * unknown query parameter) and a database or a server going away (503); a signed-in route answers
 * 401; a write is checked for CSRF (403) and may carry a body too large (413) or not JSON (415); a
 * path parameter names something that may not exist (404) or be too long (414); a rate-limited route
 * answers 429. The contract entry adds the refusals its service checks (`refuses`), whose rules go
 * in the operation's description.
 */
type Answer = { codes: Set<ErrorCode>; when: string[] };

const derived: { code: ErrorCode; when: string; applies: (route: RouteFacts) => boolean }[] = [
  {
    code: 'VALIDATION_FAILED',
    when: 'Bad input: a parameter or field breaks its schema (`fields` names each with its message), an unknown query parameter, malformed JSON.',
    applies: () => true,
  },
  { code: 'UNAUTHENTICATED', when: 'Not signed in, or the session has ended.', applies: (r) => r.signedIn },
  {
    code: 'FORBIDDEN',
    when: 'A write without the `X-Requested-With: XMLHttpRequest` header or from another origin (CSRF).',
    applies: (r) => r.write,
  },
  {
    code: 'NOT_FOUND',
    when: 'What the path names does not exist, or the caller may not know it exists.',
    applies: (r) => r.pathParams,
  },
  {
    code: 'PAYLOAD_TOO_LARGE',
    when: 'The body is over the limit (256 KB, smaller on some routes).',
    applies: (r) => r.write,
  },
  { code: 'URI_TOO_LONG', when: 'A path parameter is over 100 characters.', applies: (r) => r.pathParams },
  {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    when: 'A body that is not `application/json`.',
    applies: (r) => r.write,
  },
  { code: 'RATE_LIMITED', when: 'Too many requests from this address.', applies: (r) => r.rateLimited },
  {
    code: 'UNAVAILABLE',
    when: 'The database is unreachable, or the server is shutting down: retry shortly.',
    applies: () => true,
  },
];

type RouteFacts = { signedIn: boolean; write: boolean; pathParams: boolean; rateLimited: boolean };

function factsOf(route: RouteOptions): RouteFacts {
  const config = route.config as { signedIn?: boolean; rateLimit?: unknown } | undefined;
  return {
    signedIn: config?.signedIn === true,
    write: route.method !== 'GET' && route.method !== 'HEAD',
    pathParams: route.url.includes(':'),
    rateLimited: config?.rateLimit !== undefined && config.rateLimit !== false,
  };
}

/**
 * The failure envelope carrying one of `codes`, always JSON (also where the success is a file: a
 * PDF's error answer is the envelope).
 */
const failureAnswer = (codes: ErrorCode[], description: string) => ({
  description,
  content: {
    'application/json': {
      schema: z.object({
        success: z.literal(false),
        error: z.object({
          message: z.string(),
          code: z.enum(codes as [ErrorCode, ...ErrorCode[]]),
          fields: z.record(z.string(), z.string()).optional(),
        }),
      }),
    },
  },
});
export type ErrorAnswer = ReturnType<typeof failureAnswer>;

/** Status -> schema of every error answer of the route, and the description of its refusals. */
export function errorAnswers(route: RouteOptions): {
  responses: Record<number, ErrorAnswer>;
  description: string | undefined;
} {
  const facts = factsOf(route);
  const endpoint: EndpointDefinition | undefined = (route.config as { endpoint?: EndpointDefinition })
    ?.endpoint;
  const byStatus = new Map<number, Answer>();
  const add = (code: ErrorCode, when: string) => {
    const status = errorStatusByCode[code];
    const answer = byStatus.get(status) ?? { codes: new Set(), when: [] };
    answer.codes.add(code);
    answer.when.push(when);
    byStatus.set(status, answer);
  };
  for (const rule of derived) if (rule.applies(facts)) add(rule.code, rule.when);
  // The schemas' refinements, then the service's rules the entry names.
  const refusals: (readonly [ErrorCode, string])[] = [
    ...[endpoint?.params, endpoint?.query, endpoint?.body].flatMap((schema) =>
      refinementRules(schema).map((rule) => ['VALIDATION_FAILED', rule] as const),
    ),
    ...(endpoint?.refuses ?? []),
  ];
  for (const [code, rule] of refusals) add(code, rule);

  const responses: Record<number, ErrorAnswer> = {};
  for (const [status, answer] of [...byStatus].sort(([a], [b]) => a - b))
    responses[status] = failureAnswer([...answer.codes], answer.when.join(' '));
  const rules = refusals.map(([code, rule]) => `- ${errorStatusByCode[code]} \`${code}\`: ${rule}`);
  const description = [
    endpoint?.description,
    rules.length > 0 ? `Refused, beyond what the schemas state:\n${rules.join('\n')}` : undefined,
  ]
    .filter((part) => part !== undefined)
    .join('\n\n');
  return { responses, description: description || undefined };
}

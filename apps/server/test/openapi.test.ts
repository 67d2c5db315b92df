import {
  authMessages,
  errorCodes,
  errorStatusByCode,
  gameMessages,
  leagueMessages,
  quickLocationMessages,
  seriesMessages,
} from '@pokerhome/domain';
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { matrix, missingLeagueMatrix } from './access-matrix.ts';
import { api, useTestServer } from './harness.ts';

type Operation = {
  description?: string;
  parameters?: { in: string; name: string }[];
  responses: Record<string, { description?: string; content?: Record<string, { schema: any }> }>;
};
type Spec = { openapi: string; paths: Record<string, Record<string, Operation>> };

const methods = ['get', 'post', 'put', 'patch', 'delete'];

/** The OpenAPI description a client is generated from (docs/api.md, "Error answers"). */
describe('the OpenAPI description', () => {
  const server = useTestServer({});
  let spec: Spec;
  let operations: { key: string; method: string; path: string; op: Operation }[];
  beforeAll(async () => {
    spec = (await api<Spec>(server, 'GET', '/api/openapi.json')).body;
    operations = Object.entries(spec.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([m]) => methods.includes(m))
        .map(([m, op]) => ({ key: `${m.toUpperCase()} ${path}`, method: m.toUpperCase(), path, op })),
    );
  });

  it('is a valid OpenAPI document', async () => {
    const result = await new Validator().validate(structuredClone(spec) as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(operations.length).toBeGreaterThan(100);
  });

  it('lists every error answer of every operation in the envelope, with the codes it carries', () => {
    const problems: string[] = [];
    for (const { key, method, path, op } of operations) {
      const statuses = Object.keys(op.responses).map(Number);
      const must = [400, 503];
      if (method !== 'GET') must.push(403, 413, 415);
      if (path.includes('{')) must.push(404, 414);
      for (const status of must) if (!statuses.includes(status)) problems.push(`${key}: no ${status}`);
      for (const status of statuses.filter((s) => s >= 400)) {
        const schema = op.responses[status]?.content?.['application/json']?.schema;
        const codes: string[] | undefined = schema?.properties?.error?.properties?.code?.enum;
        if (schema?.properties?.success?.enum?.[0] !== false || !codes) {
          problems.push(`${key} ${status}: not the error envelope with its codes`);
          continue;
        }
        for (const code of codes)
          if (!errorCodes.includes(code as never) || errorStatusByCode[code as never] !== status)
            problems.push(`${key} ${status}: code ${code} is not answered with ${status}`);
        if (!op.responses[status]?.description) problems.push(`${key} ${status}: no description`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists every refusal the access matrix meets (its 401s, 403s, 404s, 409s) for the operation', () => {
    const problems: string[] = [];
    const byKey = new Map(operations.map((o) => [o.key, o.op]));
    for (const rows of [matrix, missingLeagueMatrix])
      for (const [key, row] of Object.entries(rows)) {
        const op = byKey.get(key);
        if (!op) continue;
        for (const status of new Set(row.expect.filter((s) => s >= 400)))
          if (!(status in op.responses)) problems.push(`${key}: answers ${status}, not described`);
      }
    expect(problems).toEqual([]);
  });

  it("writes in each operation's description the rules the schemas cannot state (the audit's refusals)", () => {
    const described = (key: string) => operations.find((o) => o.key === key)?.op.description ?? '';
    const expected: [string, string][] = [
      ['POST /api/games', gameMessages.bigBlindAboveSmall],
      ['PATCH /api/auth/profile', authMessages.timeZoneInvalid],
      ['POST /api/leagues/{id}/seasons', leagueMessages.tieBreakInvalid],
      ['PUT /api/games/{id}/participants/{participantId}', 'Nothing to update'],
      ['PUT /api/users/quick-locations/reorder', quickLocationMessages.reorderMismatch],
      ['POST /api/series', seriesMessages.sourceRequired],
      ['POST /api/games', gameMessages.dateInPast],
      ['POST /api/auth/login', authMessages.invalidCredentials],
    ];
    const missing = expected.filter(([key, rule]) => !described(key).includes(rule));
    expect(missing).toEqual([]);
  });
});

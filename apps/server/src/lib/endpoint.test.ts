import { contract, serverMessages } from '@pokerhome/domain';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from '../plugins/error-handler.ts';
import { registerEndpoint } from './endpoint.ts';
import { defaultMessageFor } from './errors.ts';
import { ok } from './reply.ts';

/** An app with one contract entry registered, its handler answering what `answer` gives. */
async function appAnswering(answer: () => unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandlerPlugin);
  registerEndpoint(app, contract.site.subscribe, async () => answer() as never);
  await app.ready();
  return app;
}

const subscribe = (app: Awaited<ReturnType<typeof appAnswering>>, body: unknown) =>
  app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: body as object });

describe('registerEndpoint', () => {
  it('takes the method, the path and the body schema from the contract', async () => {
    const app = await appAnswering(() => ok({ message: 'Check your inbox' }));

    const answered = await subscribe(app, { email: 'a@example.com' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ success: true, data: { message: 'Check your inbox' } });

    const refused = await subscribe(app, { email: 'not an address' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields)).toEqual(['email']);

    const otherMethod = await app.inject({ method: 'GET', url: '/api/newsletter/subscribe' });
    expect(otherMethod.statusCode).toBe(405);
    expect(otherMethod.headers.allow).toBe('POST');
    expect(otherMethod.json().error.message).toBe(serverMessages.methodNotAllowed);
    await app.close();
  });

  it('refuses to send an answer that breaks the contract: a 500, never the wrong shape', async () => {
    const app = await appAnswering(() => ok({ text: 'Check your inbox' }));

    const answered = await subscribe(app, { email: 'a@example.com' });

    expect(answered.statusCode).toBe(500);
    expect(answered.json()).toEqual({
      success: false,
      error: { message: defaultMessageFor('INTERNAL'), code: 'INTERNAL' },
    });
    await app.close();
  });
});

import { limits } from '@pokerhome/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { userFixture } from '@/test/fixtures.ts';
import { primeSessionQuery } from './prime-session-query.ts';
import { sessionQueryKey } from './session-query.ts';
import { checkSessionAtStart } from './startup-session.ts';

const user = userFixture();
const me = 'GET /api/auth/me';

function testQueryClient() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: 1, retryDelay: 0 },
  });
  return queryClient;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('the start-up session check and the query cache made later', () => {
  it('adopts an answer that has arrived, without asking again', async () => {
    const api = mockApi({ [me]: () => ok({ user }) });
    checkSessionAtStart();
    await vi.waitFor(() => expect(api.calls).toEqual([me]));
    await settle();

    const queryClient = testQueryClient();
    primeSessionQuery(queryClient);
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(user);
    await settle();
    expect(api.calls).toEqual([me]);
  });

  it('waits for a check still in flight instead of sending a second one', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = mockApi({ [me]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    checkSessionAtStart();

    const queryClient = testQueryClient();
    primeSessionQuery(queryClient);
    await vi.waitFor(() => expect(api.calls).toEqual([me]));
    answer(ok({ user }));
    await vi.waitFor(() => expect(queryClient.getQueryData(sessionQueryKey)).toEqual(user));
    expect(api.calls).toEqual([me]);
  });

  it('asks again when the start-up answer is older than the cache keeps data fresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const api = mockApi({ [me]: () => ok({ user }) });
    checkSessionAtStart();
    await vi.waitFor(() => expect(api.calls).toEqual([me]));
    await settle();

    vi.setSystemTime(Date.now() + limits.queryStaleTimeMs + 1000);
    primeSessionQuery(testQueryClient());
    await vi.waitFor(() => expect(api.calls).toEqual([me, me]));
  });

  it('asks again when the start-up check failed', async () => {
    let first = true;
    const api = mockApi({
      [me]: () => {
        if (!first) return ok({ user });
        first = false;
        return fail(503, 'Service unavailable');
      },
    });
    checkSessionAtStart();
    await vi.waitFor(() => expect(api.calls).toEqual([me]));
    await settle();

    const queryClient = testQueryClient();
    primeSessionQuery(queryClient);
    await vi.waitFor(() => expect(queryClient.getQueryData(sessionQueryKey)).toEqual(user));
    expect(api.calls).toEqual([me, me]);
  });
});

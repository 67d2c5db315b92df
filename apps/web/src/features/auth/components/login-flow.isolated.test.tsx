import { authMessages } from '@pokerhome/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error.ts';
import { userFixture } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render-app.tsx';

// The API module is replaced: these tests are about the screens' steps, not the transport.
const api = vi.hoisted(() => ({
  get: vi.fn(),
  post: vi.fn(),
  put: vi.fn(),
  patch: vi.fn(),
  delete: vi.fn(),
}));
vi.mock('@/lib/request.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/request.ts')>()),
  // By method, with the path below /api: `api.post('/auth/login', body)`.
  request: (url: string, options: { method?: string; body?: unknown } = {}) => {
    const path = url.replace(/^\/api/, '');
    if (options.method === undefined || options.method === 'GET') return api.get(path, options);
    const send = { POST: api.post, PUT: api.put, PATCH: api.patch, DELETE: api.delete }[options.method];
    return send?.(path, options.body, options);
  },
}));

const unauthenticated = () =>
  new ApiError({
    status: 401,
    code: 'UNAUTHENTICATED',
    message: 'Authentication failed. Please log in again.',
  });
const loginCalls = () =>
  api.post.mock.calls.filter(([path]) => path === '/auth/login').map(([, body]) => body);

beforeEach(() => {
  // Sonner keeps toasts in a module-level store and replays them into the next test's Toaster.
  toast.dismiss();
  vi.clearAllMocks();
  api.get.mockImplementation(async (path: string) => {
    if (path === '/auth/me') throw unauthenticated();
    // The destination page's own data is not this test's business.
    throw new ApiError({ status: 404, code: 'NOT_FOUND', message: 'The requested resource was not found.' });
  });
});

async function openLogin(entry: Parameters<typeof renderApp>[0] = '/login') {
  const view = renderApp(entry);
  await screen.findByRole('heading', { name: 'Sign in' });
  return { ...view, user: userEvent.setup() };
}

async function enterCredentials(user: ReturnType<typeof userEvent.setup>, remember = false) {
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Analyt1cal!');
  if (remember) await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in', () => {
  it('checks the fields with the login messages before calling the server', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText(authMessages.emailRequired);
    screen.getByText(authMessages.passwordRequired);
    await user.type(screen.getByLabelText('Email'), 'ada@');
    await screen.findByText(authMessages.emailInvalid);
    expect(loginCalls()).toEqual([]);
  });

  it('asks for the code when the account has two-factor on, then signs in with it', async () => {
    api.post
      .mockResolvedValueOnce({ twoFactorRequired: true })
      .mockRejectedValueOnce(
        new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: authMessages.invalidTwoFactorCode }),
      )
      .mockResolvedValueOnce({ user: userFixture() });
    const { router, user } = await openLogin({
      pathname: '/login',
      state: { from: { pathname: '/games', search: '?tab=past', hash: '' } },
    });
    await enterCredentials(user, true);

    await screen.findByRole('heading', { name: 'Two-factor verification' });
    const code = screen.getByLabelText('Verification code');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await screen.findByText(authMessages.twoFactorCodeRequired);

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await screen.findByText(authMessages.signInFailed);
    expect((await screen.findByRole('alert')).textContent).toBe(authMessages.invalidTwoFactorCode);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await screen.findByText(authMessages.welcomeBack);
    // Back to where the visitor was sent away from.
    await waitFor(() => expect(router.state.location.pathname).toBe('/games'));
    expect(router.state.location.search).toBe('?tab=past');

    const credentials = { email: 'ada@example.com', password: 'Analyt1cal!', rememberMe: true };
    expect(loginCalls()).toEqual([
      credentials,
      { ...credentials, twoFactorCode: '000000' },
      { ...credentials, twoFactorCode: '123456' },
    ]);
  });

  it('goes back from the code step to the credentials', async () => {
    api.post.mockResolvedValueOnce({ twoFactorRequired: true });
    const { user } = await openLogin();
    await enterCredentials(user);
    await user.click(await screen.findByRole('button', { name: 'Back to sign in' }));
    await screen.findByRole('heading', { name: 'Sign in' });
  });

  it('shows the failure toast and the server message, and stays on /login', async () => {
    api.post.mockRejectedValueOnce(
      new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: authMessages.invalidCredentials }),
    );
    const { router, user } = await openLogin();
    await enterCredentials(user);
    await screen.findByText(authMessages.signInFailed);
    expect((await screen.findByRole('alert')).textContent).toBe(authMessages.invalidCredentials);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('goes to /dashboard without a remembered page', async () => {
    api.post.mockResolvedValueOnce({ user: userFixture() });
    const { router, user } = await openLogin();
    await enterCredentials(user);
    await screen.findByText(authMessages.welcomeBack);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(loginCalls()).toEqual([{ email: 'ada@example.com', password: 'Analyt1cal!', rememberMe: false }]);
  });

  it('offers no Google or Facebook button: no provider signs anyone in (docs/site.md)', async () => {
    await openLogin();
    expect(screen.queryByRole('button', { name: 'Google' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Facebook' })).toBeNull();
  });
});

import { authMessages } from '@pokerhome/domain';
import { emptyRegisterMessages } from '@pokerhome/domain/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, jsonResponse, mockApi, ok } from '@/test/api-mock.ts';
import { userFixture } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render-app.tsx';

// Sonner keeps toasts in a module-level store and replays them into the next test's Toaster.
beforeEach(() => {
  toast.dismiss();
});

const signedOut = {
  'GET /api/auth/me': () => fail(401, 'Not signed in'),
  'POST /api/auth/refresh': () => fail(401, 'No session'),
};

async function openRegister(path = '/register', handlers = {}) {
  const api = mockApi({ ...signedOut, ...handlers });
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Create an account' });
  return { ...view, api, user: userEvent.setup() };
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create account' }));
const field = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First name'), 'Ada');
  await user.type(field('Last name'), 'Lovelace');
  await user.type(field('Email'), 'ada@example.com');
  await user.type(field('Password'), 'Analyt1cal!');
  await user.type(field('Confirm password'), 'Analyt1cal!');
  await user.click(screen.getByRole('radio', { name: /Host/ }));
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
}

describe('register form', () => {
  it('shows the required-field messages (see docs/security.md) on an empty submit', async () => {
    const { api } = await openRegister();
    await submit();
    for (const message of emptyRegisterMessages) {
      await screen.findByText(message);
    }
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).not.toContain('POST /api/auth/register');
  });

  it('shows the length, format, composition and match messages', async () => {
    const { user } = await openRegister();
    await user.type(field('First name'), 'x'.repeat(51));
    await user.type(field('Last name'), 'y'.repeat(51));
    await user.type(field('Email'), 'not-an-address');
    await user.type(field('Password'), 'alllowercase');
    await user.type(field('Confirm password'), 'something');
    await submit();
    await screen.findByText(authMessages.firstNameTooLong);
    screen.getByText(authMessages.lastNameTooLong);
    screen.getByText(authMessages.emailInvalid);
    screen.getByText(authMessages.passwordComposition);

    // Fields re-validate as they change after the first submit.
    await user.clear(field('Password'));
    await user.type(field('Password'), `Aa1!${'x'.repeat(125)}`);
    await screen.findByText(authMessages.passwordTooLong);
    await user.clear(field('Password'));
    await user.type(field('Password'), 'Analyt1cal!');
    await submit();
    await screen.findByText(authMessages.passwordsDontMatch);
  });

  it('rates the password with the five strength labels', async () => {
    const { user } = await openRegister();
    const strength = () => screen.getByTestId('password-strength').textContent;
    expect(screen.queryByTestId('password-strength')).toBeNull();
    await user.type(field('Password'), 'abc');
    expect(strength()).toBe('Password strength: Weak');
    await user.type(field('Password'), 'defgh');
    expect(strength()).toBe('Password strength: Fair');
    await user.type(field('Password'), '1');
    expect(strength()).toBe('Password strength: Good');
    await user.type(field('Password'), 'A!');
    expect(strength()).toBe('Password strength: Strong');
    // `#` is outside the symbols the rules take: the form refuses it, so the meter never says Strong.
    await user.type(field('Password'), '#');
    expect(strength()).toBe('Password strength: Good');
    await user.clear(field('Password'));
    expect(strength()).toBe('Password strength: Very Weak');
  });

  it('creates the account, says so and opens the dashboard', async () => {
    const { api, router, user } = await openRegister('/register?email=ada%40example.com&invitation=inv-1', {
      'POST /api/auth/register': () => jsonResponse(201, { success: true, data: { user: userFixture() } }),
    });
    expect((field('Email') as HTMLInputElement).value).toBe('ada@example.com');
    await user.clear(field('Email'));
    await fillValid(user);
    await submit();
    await screen.findByText(authMessages.accountCreated);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const [, init] = api.fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/register')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'Analyt1cal!',
      confirmPassword: 'Analyt1cal!',
      role: 'host',
      acceptTerms: true,
      invitationToken: 'inv-1',
    });
  });

  it('shows the failure toast, the server message inline and its field messages', async () => {
    const { user } = await openRegister('/register', {
      'POST /api/auth/register': () =>
        jsonResponse(409, { success: false, error: { message: authMessages.emailTaken, code: 'CONFLICT' } }),
    });
    await fillValid(user);
    await submit();
    await screen.findByText(authMessages.registrationFailed);
    expect(screen.getByRole('alert').textContent).toContain(authMessages.emailTaken);
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('puts the server’s field messages under their fields', async () => {
    const { user } = await openRegister('/register', {
      'POST /api/auth/register': () =>
        jsonResponse(400, {
          success: false,
          error: {
            message: 'Some fields are invalid',
            code: 'VALIDATION_FAILED',
            fields: { lastName: 'Names cannot contain control characters' },
          },
        }),
    });
    await fillValid(user);
    await submit();
    await screen.findByText('Names cannot contain control characters');
    expect(field('Last name').getAttribute('aria-invalid')).toBe('true');
  });

  it('chooses the role a pricing plan links with (Host for the free trial)', async () => {
    await openRegister('/register?role=host');
    expect((screen.getByRole('radio', { name: /Host/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Player/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('brings a stranger from a share link through sign-up back to the join screen', async () => {
    let me: ReturnType<typeof userFixture> | null = null;
    const api = mockApi({
      'GET /api/auth/me': () => (me ? ok({ user: me }) : fail(401, 'Not signed in')),
      'POST /api/auth/refresh': () => fail(401, 'No session'),
      'POST /api/auth/register': () => {
        me = userFixture();
        return jsonResponse(201, { success: true, data: { user: me } });
      },
      'GET /api/games/g-1': () => fail(404, 'Game not found'),
    });
    const { router } = renderApp('/games/g-1/join?invite=tok');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Sign up' }));
    await screen.findByRole('heading', { name: 'Create an account' });
    await fillValid(user);
    await submit();
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/games/g-1/join?invite=tok',
      ),
    );
    await waitFor(() => expect(api.calls.filter((c) => c.startsWith('GET /api/games/g-1'))).not.toEqual([]));
  });
});

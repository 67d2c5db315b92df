import type { SessionInfo, User } from '@pokerhome/domain';
import { authMessages } from '@pokerhome/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, ok } from '@/test/api-mock.ts';
import { userFixture } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render-app.tsx';

const chromeOnMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';
const session = (overrides: Partial<SessionInfo>): SessionInfo => ({
  id: 's-1',
  createdAt: '2025-03-01T10:00:00.000Z',
  lastSeenAt: '2025-03-02T10:00:00.000Z',
  ipAddress: '203.0.113.7',
  userAgent: chromeOnMac,
  current: true,
  persistent: false,
  ...overrides,
});
const recoveryCodes = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

let user: User;
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body));

function serve(extra: Record<string, (init: RequestInit) => Response> = {}) {
  return mockApi({
    'GET /api/auth/me': () => ok({ user }),
    'GET /api/auth/sessions': () =>
      ok({ sessions: [session({}), session({ id: 's-2', current: false, userAgent: firefoxOnWindows })] }),
    ...extra,
  });
}

async function openSettings() {
  const view = renderApp('/settings');
  await screen.findByRole('heading', { name: 'Settings' });
  return { ...view, events: userEvent.setup() };
}

beforeEach(() => {
  // Sonner keeps toasts in a module-level store and replays them into the next test's Toaster.
  toast.dismiss();
  user = userFixture({ emailVerified: false });
});

describe('settings page', () => {
  it('saves only the changed profile fields and shows the new name in the shell', async () => {
    const api = serve({
      'PATCH /api/auth/profile': (init) => {
        user = { ...user, ...bodyOf(init) };
        return ok({ user });
      },
    });
    const { events } = await openSettings();
    const sidebar = screen.getByRole('navigation', { name: 'Main' }).parentElement!;
    within(sidebar).getByText('Ada Lovelace');

    const firstName = screen.getByLabelText('First name');
    await events.clear(firstName);
    await events.type(firstName, 'Augusta');
    await events.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Profile saved');
    await within(sidebar).findByText('Augusta Lovelace');
    within(sidebar).getByText('AL');
    const [, init] = api.fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/profile')!;
    expect(bodyOf(init!)).toEqual({ firstName: 'Augusta' });
  });

  it('shows the verification status and resends the link', async () => {
    const api = serve({
      'POST /api/auth/resend-verification': () => ok({ message: authMessages.verificationSent }),
    });
    const { events } = await openSettings();
    screen.getByText('Not verified');
    await events.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    await screen.findByText(authMessages.verificationSent);
    expect(api.calls).toContain('POST /api/auth/resend-verification');
  });

  it('puts a wrong current password under its field', async () => {
    serve({
      'POST /api/auth/change-password': () =>
        jsonResponse(400, {
          success: false,
          error: {
            message: authMessages.currentPasswordIncorrect,
            code: 'VALIDATION_FAILED',
            fields: { currentPassword: authMessages.currentPasswordIncorrect },
          },
        }),
    });
    const { events } = await openSettings();
    await events.type(screen.getByLabelText('Current password', { selector: 'input' }), 'Wrong1!pass');
    await events.type(screen.getByLabelText('New password', { selector: 'input' }), 'Changed1!pass');
    await events.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'Changed1!pass');
    await events.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText(authMessages.currentPasswordIncorrect);
    expect(
      screen.getByLabelText('Current password', { selector: 'input' }).getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('enables two-factor and keeps the recovery codes on screen after the user record says enabled', async () => {
    const api = serve({
      'POST /api/auth/2fa/setup': () =>
        ok({
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/x',
          qrCodeDataUrl: 'data:image/png;base64,AA==',
        }),
      'POST /api/auth/2fa/verify': (init) => {
        if (bodyOf(init).token !== '123456')
          return jsonResponse(400, {
            success: false,
            error: { message: 'Invalid verification code', code: 'VALIDATION_FAILED' },
          });
        user = { ...user, twoFactorEnabled: true };
        return ok({ recoveryCodes });
      },
    });
    const { events } = await openSettings();
    const card = screen.getByRole('region', { name: 'Two-factor authentication' });
    await events.click(within(card).getByRole('button', { name: 'Enable two-factor authentication' }));
    await within(card).findByText('JBSW Y3DP EHPK 3PXP');
    within(card).getByRole('img', { name: 'QR code for your authenticator app' });

    await events.type(within(card).getByLabelText('Code from the app'), '123456');
    await events.click(within(card).getByRole('button', { name: 'Verify and enable' }));
    const list = await within(card).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    // The session refetch (now "enabled") must not replace the codes before they are saved.
    await waitFor(() =>
      expect(api.calls.filter((call) => call === 'GET /api/auth/me').length).toBeGreaterThanOrEqual(2),
    );
    within(card).getByRole('list', { name: 'Recovery codes' });
    within(card).getByText('On');

    await events.click(within(card).getByRole('button', { name: 'I have saved my codes' }));
    within(card).getByLabelText('Authenticator code or recovery code');
  });

  it('lists the sessions by device and signs out another one', async () => {
    const api = serve({
      'DELETE /api/auth/sessions/s-2': () => ok({ message: authMessages.sessionSignedOut }),
    });
    const { events } = await openSettings();
    const card = screen.getByRole('region', { name: 'Active sessions' });
    const items = await within(card).findAllByTestId('session-item');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Chrome on macOS');
    expect(items[1]!.textContent).toContain('Firefox on Windows');
    within(items[0]!).getByText('This device');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    within(items[1]!).getByText('203.0.113.7');

    await events.click(within(items[1]!).getByRole('button', { name: 'Sign out Firefox on Windows' }));
    await screen.findByText(authMessages.sessionSignedOut);
    expect(api.calls).toContain('DELETE /api/auth/sessions/s-2');
    within(card).getByRole('button', { name: 'Sign out everywhere else' });
  });
});

import type { User } from '@pokerhome/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/test/api-mock.ts';
import { userFixture } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render-app.tsx';

let user: User;
let preferences: Record<string, boolean>;
let feed: string;
const bodyOf = (init: RequestInit) => JSON.parse(String(init.body));

function serve() {
  return mockApi({
    'GET /api/auth/me': () => ok({ user }),
    'GET /api/auth/sessions': () => ok({ sessions: [] }),
    'GET /api/me/email-preferences': () => ok(preferences),
    'PATCH /api/me/email-preferences': (init) => {
      preferences = { ...preferences, ...bodyOf(init) };
      return ok(preferences);
    },
    'GET /api/me/calendar-feed': () => ok({ url: feed }),
    'POST /api/me/calendar-feed/regenerate': () => {
      feed = 'https://poker.example.com/calendar/u.second.ics';
      return ok({ url: feed });
    },
  });
}

beforeEach(() => {
  toast.dismiss();
  user = userFixture();
  preferences = { invitations: true, reminders: true, nudges: true, digests: true, waitlist: true };
  feed = 'https://poker.example.com/calendar/u.first.ics';
});

describe('settings: e-mail preferences and calendar feed', () => {
  it('turns a kind of e-mail off and sends only that change', async () => {
    const api = serve();
    renderApp('/settings');
    const reminders = await screen.findByRole('checkbox', { name: 'Game reminders' });
    await waitFor(() => expect((reminders as HTMLInputElement).checked).toBe(true));
    await userEvent.setup().click(reminders);
    await waitFor(() => expect((reminders as HTMLInputElement).checked).toBe(false));
    expect((screen.getByRole('checkbox', { name: 'RSVP nudges' }) as HTMLInputElement).checked).toBe(true);
    const [, init] = api.fetchMock.mock.calls.find(
      ([url, i]) => String(url) === '/api/me/email-preferences' && i?.method === 'PATCH',
    )!;
    expect(bodyOf(init!)).toEqual({ reminders: false });
  });

  it('shows the feed URL and replaces it when regenerated', async () => {
    serve();
    renderApp('/settings');
    const field = (await screen.findByLabelText('Calendar feed URL')) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('https://poker.example.com/calendar/u.first.ics'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Regenerate URL' }));
    await waitFor(() => expect(field.value).toBe('https://poker.example.com/calendar/u.second.ics'));
    await screen.findByText('New calendar feed URL: the old one no longer works');
  });

  it('links admins, and only admins, to the job list', async () => {
    serve();
    const view = renderApp('/settings');
    await screen.findByRole('heading', { name: 'Settings' });
    expect(screen.queryByRole('link', { name: 'Background jobs' })).toBeNull();
    view.unmount();
    user = userFixture({ role: 'admin' });
    serve();
    renderApp('/settings');
    await screen.findByRole('link', { name: 'Background jobs' });
  });
});

import { gameMessages } from '@pokerhome/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ApiHandler, mockApi, ok } from '@/test/api-mock.ts';
import { gameFixture, hostFixture as host, participantFixture } from '@/test/game-fixture.ts';
import { renderApp } from '@/test/render-app.tsx';

const invited = participantFixture({
  user: { ...participantFixture().user, id: null, name: 'bob@example.com', email: 'bob@example.com' },
});

const addAnswer = (answer: { participants?: unknown[]; invitationsSent?: number; errors?: string[] }) =>
  ok({ participants: [], invitationsSent: 0, errors: [], ...answer });

async function openDialog(post: ApiHandler, game = gameFixture()) {
  const api = mockApi({
    'GET /api/auth/me': () => ok({ user: host }),
    'GET /api/games/g-1': () => ok({ game }),
    'GET /api/users/contacts/search?q=': () => ok({ users: [] }),
    'GET /api/users/contacts/search?q=ann': () =>
      ok({
        users: [
          {
            id: '6f1c2f8e-0000-4000-8000-000000000001',
            name: 'Ann Player',
            displayName: 'Ann Player',
            username: null,
            email: 'ann@example.com',
            avatar: null,
            totalGamesPlayed: 3,
            isFrequentPlayer: true,
            firstName: 'Ann',
            lastName: 'Player',
            phone: null,
          },
        ],
      }),
    'POST /api/games/g-1/participants': post,
  });
  const events = userEvent.setup();
  renderApp('/games/g-1/manage');
  await events.click(await screen.findByRole('tab', { name: 'Invite Players' }));
  await events.click(screen.getByRole('button', { name: 'Add Player' }));
  return { api, events, dialog: await screen.findByRole('dialog') };
}

beforeEach(() => {
  // Sonner keeps toasts in a module-level store and replays them into the next test's Toaster.
  toast.dismiss();
});

describe('Add Player dialog: the invite-result messages (see docs/games.md)', () => {
  it('asks for what the chosen type needs before calling the server', async () => {
    const { api, events, dialog } = await openDialog(() => addAnswer({}));
    await events.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await screen.findByText(gameMessages.addPlayerMissingInfo);
    within(dialog).getByText('Please select at least one participant to invite');
    await events.click(within(dialog).getByText('Guest player'));
    await events.click(within(dialog).getByRole('button', { name: 'Add Guest' }));
    await within(dialog).findByText('First name is required for guest players');
    within(dialog).getByText('Last name is required for guest players');
    expect(api.calls).not.toContain('POST /api/games/g-1/participants');
  });

  it('reads "already invited" errors as the info message and keeps the dialog open', async () => {
    const { api, events, dialog } = await openDialog(() =>
      addAnswer({ errors: ['ann@example.com is already invited to this game'] }),
    );
    await events.type(within(dialog).getByLabelText('Search users'), 'ann');
    await events.click(await within(dialog).findByRole('button', { name: /Ann Player/ }));
    await events.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await screen.findByText('1 user(s) already invited to this game');
    expect(api.calls).toContain('POST /api/games/g-1/participants');
    screen.getByRole('dialog');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('reads other errors as a failure, also in red above the form', async () => {
    const reason = 'bob@example.com: Cannot invite more than 10 participants';
    const { events, dialog } = await openDialog(() => addAnswer({ errors: [reason] }));
    await events.click(within(dialog).getByText('Invite by e-mail'));
    await events.type(within(dialog).getByLabelText('E-mail address'), 'bob@example.com');
    await events.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await screen.findByText(`Failed to add 1 player(s): ${reason}`);
    within(dialog).getByText(reason);
  });

  it('says the invitation went out and closes', async () => {
    const { events, dialog } = await openDialog(() =>
      addAnswer({ participants: [invited], invitationsSent: 1 }),
    );
    await events.click(within(dialog).getByText('Invite by e-mail'));
    await events.type(within(dialog).getByLabelText('E-mail address'), 'bob@example.com');
    await events.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await screen.findByText('1 invitation(s) sent');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the remaining slots and refuses to add beyond them', async () => {
    const { dialog } = await openDialog(() => addAnswer({}), gameFixture({ participantCount: 10 }));
    expect(within(dialog).getByTestId('remaining-slots').textContent).toBe('0 slot(s) remaining.');
    expect(within(dialog).getByRole('button', { name: 'Send Invitation' })).toHaveProperty('disabled', true);
  });
});

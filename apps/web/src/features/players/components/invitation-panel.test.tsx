import { wizardMessages } from '@pokerhome/domain';
import { newContactFigures } from '@pokerhome/domain/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { gameFixture, participantFixture } from '@/test/game-fixture.ts';
import { rememberRecentContact } from '../utils/recent-contacts.ts';
import { InvitationPanel, type Invitee } from './invitation-panel.tsx';

function renderPanel(slots = 2, initial: Invitee[] = []) {
  const onSent = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <InvitationPanel
        gameId="g-1"
        slots={slots}
        confirmed={false}
        onSent={onSent}
        onSkip={() => undefined}
        initial={initial}
      />
    </QueryClientProvider>,
  );
  return { onSent, user: userEvent.setup() };
}

/** A contact as `GET /users/contacts` answers it. */
const contactOf = (overrides: Record<string, unknown>) => ({
  id: 'c-1',
  contactId: 'u-1',
  name: 'Carla Contact',
  username: null,
  email: null,
  avatar: null,
  phone: null,
  ...newContactFigures,
  statistics: {
    totalInvited: 0,
    totalAccepted: 0,
    totalDeclined: 0,
    totalConfirmed: 0,
    totalWaitlisted: 0,
    acceptanceRate: 0,
    confirmationRate: 0,
  },
  createdAt: new Date().toISOString(),
  ...overrides,
});

/** A registered player as the user search answers them. */
const flakyFred = {
  id: 'u-7',
  name: 'Flaky Fred',
  displayName: 'Flaky Fred',
  firstName: 'Flaky',
  lastName: 'Fred',
  username: null,
  email: null,
  avatar: null,
  phone: null,
  totalGamesPlayed: 3,
  isFrequentPlayer: true,
};

/** The invitation panel's rules and messages (docs/players.md). */
describe('InvitationPanel', () => {
  it('asks for something to send', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Send Invitations' }));
    expect(screen.getByRole('alert').textContent).toBe(wizardMessages.nothingSelected);
  });

  it('checks guests: names required, no duplicate name, no more than the open slots', async () => {
    const { user } = renderPanel(2);
    await user.click(screen.getByRole('tab', { name: 'Guest Player' }));
    const add = () => user.click(screen.getByRole('button', { name: 'Add Guest' }));
    await add();
    expect(screen.getByRole('alert').textContent).toBe(wizardMessages.guestFirstRequired);
    await user.type(screen.getByLabelText('Guest first name'), 'Gil');
    await add();
    expect(screen.getByRole('alert').textContent).toBe(wizardMessages.guestLastRequired);
    await user.type(screen.getByLabelText('Guest last name'), 'Guest');
    await user.type(screen.getByLabelText('Guest e-mail (optional)'), 'bad');
    await add();
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
    await user.clear(screen.getByLabelText('Guest e-mail (optional)'));
    await add();
    await user.type(screen.getByLabelText('Guest first name'), 'gil');
    await user.type(screen.getByLabelText('Guest last name'), 'guest');
    await add();
    expect(screen.getByRole('alert').textContent).toBe(wizardMessages.guestDuplicate);
    await user.clear(screen.getByLabelText('Guest first name'));
    await user.type(screen.getByLabelText('Guest first name'), 'Ann');
    await add();
    await user.click(screen.getByRole('tab', { name: 'By Email' }));
    await user.type(screen.getByLabelText('Email address'), 'third@example.com');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert').textContent).toBe(wizardMessages.slotsExceeded(2));
  });

  it("refuses someone already on the game before sending, in the panel's words", async () => {
    localStorage.clear();
    const game = gameFixture({
      participants: [
        participantFixture({
          id: 'p-1',
          user: { ...participantFixture().user, id: 'u-7', email: 'fred@example.com' },
        }),
        participantFixture({
          id: 'p-2',
          isGuest: true,
          user: { ...participantFixture().user, id: null, name: 'Gil Guest', isGuest: true, email: null },
        }),
      ],
    });
    const api = mockApi({
      'GET /api/games/g-1': () => ok({ game }),
      'GET /api/users/contacts/search?q=': () => ok({ users: [] }),
      'GET /api/users/contacts/search?q=fred': () => ok({ users: [flakyFred] }),
      'GET /api/users/contacts': () => ok({ contacts: [] }),
    });
    const { user } = renderPanel();
    await vi.waitFor(() => expect(api.calls).toContain('GET /api/games/g-1'));
    await user.type(screen.getByLabelText('Search users'), 'fred');
    await user.click(await screen.findByRole('button', { name: /Flaky Fred/ }));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(wizardMessages.alreadySelected),
    );

    await user.click(screen.getByRole('tab', { name: 'By Email' }));
    await user.type(screen.getByLabelText('Email address'), 'FRED@example.com');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert').textContent).toBe(wizardMessages.alreadySelected);

    await user.click(screen.getByRole('tab', { name: 'Guest Player' }));
    await user.type(screen.getByLabelText('Guest first name'), 'gil');
    await user.type(screen.getByLabelText('Guest last name'), 'guest');
    await user.click(screen.getByRole('button', { name: 'Add Guest' }));
    expect(screen.getByRole('alert').textContent).toBe(wizardMessages.guestDuplicate);
    screen.getByText('0 participant(s) ready · 2 slot(s) left');
    expect(api.calls).not.toContain('POST /api/games/g-1/participants');
  });

  it('sends the selection to the game and reports who was added', async () => {
    const api = mockApi({
      'POST /api/games/g-1/participants': () =>
        ok({
          participants: [
            participantFixture({
              id: 'p1',
              invitedAt: null,
              user: { ...participantFixture().user, id: null, name: 'a@example.com', email: 'a@example.com' },
            }),
          ],
          invitationsSent: 1,
          errors: [],
        }),
    });
    const { user, onSent } = renderPanel();
    await user.click(screen.getByRole('tab', { name: 'By Email' }));
    await user.type(screen.getByLabelText('Email address'), 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Send Invitations' }));
    await vi.waitFor(() =>
      expect(onSent).toHaveBeenCalledWith([{ label: 'a@example.com', badge: 'Invited' }], []),
    );
    expect(api.calls).toContain('POST /api/games/g-1/participants');
  });

  it('needs 2 characters to search and shows recent picks on an empty query', async () => {
    localStorage.clear();
    rememberRecentContact({ id: 'u-9', name: 'Rita Recent', email: 'rita@example.com' });
    mockApi({ 'GET /api/users/contacts/search?q=': () => ok({ users: [] }) });
    const { user } = renderPanel();
    await screen.findByRole('button', { name: /Rita Recent/ });
    await user.type(screen.getByLabelText('Search users'), 'r');
    screen.getByText('Please enter at least 2 characters to search');
  });

  it('lists the known players on an empty query and selects all of them, up to the free slots', async () => {
    localStorage.clear();
    const fred = flakyFred;
    const gus = { ...flakyFred, id: 'u-8', name: 'Gus Green', displayName: 'Gus Green' };
    mockApi({
      'GET /api/users/contacts/search?q=': () => ok({ users: [fred, gus] }),
      'GET /api/users/contacts': () =>
        ok({
          contacts: [
            contactOf({ contactId: 'u-7', name: 'Flaky Fred' }),
            contactOf({ name: 'Carla Contact' }),
          ],
        }),
    });
    const { user } = renderPanel(2);
    // Fred is a suggestion and a contact: listed once; Carla only as a contact.
    await user.click(await screen.findByRole('button', { name: 'Select all 3 listed' }));
    screen.getByText('2 participant(s) ready · 0 slot(s) left');
    expect(screen.getByRole('alert').textContent).toBe(wizardMessages.slotsExceeded(2));
    expect(screen.getAllByRole('button', { pressed: true }).map((b) => b.textContent)).toEqual([
      expect.stringContaining('Flaky Fred'),
      expect.stringContaining('Gus Green'),
    ]);
  });

  it('falls back to matching local contacts when the search call fails', async () => {
    localStorage.clear();
    const contact = contactOf({ name: 'Carla Contact', email: 'carla@example.com' });
    mockApi({
      'GET /api/users/contacts/search?q=': () => ok({ users: [] }),
      'GET /api/users/contacts/search?q=carla': () => fail(503, 'Service unavailable'),
      'GET /api/users/contacts': () => ok({ contacts: [contact] }),
    });
    const { user } = renderPanel();
    await user.type(screen.getByLabelText('Search users'), 'carla');
    await user.click(await screen.findByRole('button', { name: /Carla Contact/ }));
    screen.getByText('1 participant(s) ready · 1 slot(s) left');
  });

  it("shows a contact's reliability next to them while inviting", async () => {
    localStorage.clear();
    mockApi({
      'GET /api/users/contacts/search?q=': () => ok({ users: [] }),
      'GET /api/users/contacts/search?q=fred': () => ok({ users: [flakyFred] }),
      'GET /api/users/contacts': () =>
        ok({ contacts: [contactOf({ contactId: 'u-7', name: 'Flaky Fred', reliabilityScore: 80 })] }),
    });
    const { user } = renderPanel();
    await user.type(screen.getByLabelText('Search users'), 'fred');
    const fred = await screen.findByRole('button', { name: /Flaky Fred/ });
    await vi.waitFor(() => expect(fred.textContent).toContain('Reliability 80'));
  });

  it('shows people found by name without an address, and the address only for a whole one typed', async () => {
    localStorage.clear();
    const found = (id: string, name: string, email: string | null) => ({
      id,
      name,
      displayName: name,
      firstName: name.split(' ')[0],
      lastName: name.split(' ')[1],
      username: null,
      email,
      avatar: null,
      phone: null,
      totalGamesPlayed: 2,
      isFrequentPlayer: false,
    });
    mockApi({
      'GET /api/users/contacts/search?q=': () => ok({ users: [] }),
      'GET /api/users/contacts/search?q=dora': () => ok({ users: [found('u-4', 'Dora Known', null)] }),
      'GET /api/users/contacts/search?q=ed%40example.com': () =>
        ok({ users: [found('u-5', 'Ed Exact', 'ed@example.com')] }),
    });
    const { user } = renderPanel();
    const search = screen.getByLabelText('Search users');
    await user.type(search, 'dora');
    const dora = await screen.findByRole('button', { name: /Dora Known/ });
    expect(dora.textContent).not.toContain('@');
    await user.click(dora);
    await user.clear(search);
    await user.type(search, 'ed@example.com');
    expect((await screen.findByRole('button', { name: /Ed Exact/ })).textContent).toContain('ed@example.com');
    screen.getByText('1 participant(s) ready · 1 slot(s) left');
  });

  it('starts with the contacts chosen on the players page, never more than the slots', () => {
    mockApi({ 'GET /api/users/contacts/search?q=': () => ok({ users: [] }) });
    const people: Invitee[] = ['A', 'B', 'C'].map((n) => ({
      kind: 'user',
      userId: n,
      name: `Player ${n}`,
      email: `${n}@x.io`,
    }));
    renderPanel(2, people);
    screen.getByText('2 participant(s) ready · 0 slot(s) left');
    expect(screen.getByRole('alert').textContent).toBe(wizardMessages.slotsExceeded(2));
  });
});

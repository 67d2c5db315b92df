import { wizardMessages } from '@pokerhome/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '@/test/api-mock.ts';
import { InvitationPanel } from './invitation-panel.tsx';

function renderPanel(slots = 2) {
  const onSent = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <InvitationPanel
        gameId="g-1"
        slots={slots}
        confirmed={false}
        onSent={onSent}
        onSkip={() => undefined}
      />
    </QueryClientProvider>,
  );
  return { onSent, user: userEvent.setup() };
}

/** The invitation panel's rules and messages (core spec §5). */
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

  it('sends the selection to the game and reports who was added', async () => {
    const api = mockApi({
      'POST /api/games/g-1/participants': () =>
        ok({
          participants: [
            {
              id: 'p1',
              status: 'invited',
              user: {
                id: null,
                name: 'a@example.com',
                username: null,
                avatar: null,
                isGuest: false,
                email: 'a@example.com',
              },
              buyInPaid: false,
              isGuest: false,
              message: null,
              invitedAt: null,
              respondedAt: null,
            },
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
      expect(onSent).toHaveBeenCalledWith([{ label: 'a@example.com', badge: 'Invited' }]),
    );
    expect(api.calls).toEqual(['POST /api/games/g-1/participants']);
  });
});

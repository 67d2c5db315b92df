import { type Tournament, tournamentMessages } from '@pokerhome/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error.ts';
import { mockApi, ok } from '@/test/api-mock.ts';
import { gameFixture, participantFixture } from '@/test/game-fixture.ts';
import type { HostPanelProps } from './host-panel.ts';
import { LateEntryCard } from './late-entry-card.tsx';

// Participant ids are UUIDs: the seat form checks them with the domain's late-entry schema.
const annId = '00000000-0000-4000-8000-0000000000a1';
const bobId = '00000000-0000-4000-8000-0000000000b2';
const seatedAnn = participantFixture({ id: annId, status: 'confirmed' });
const lateBob = participantFixture({
  id: bobId,
  status: 'confirmed',
  user: { ...seatedAnn.user, id: 'u-2', name: 'Bob Late' },
});

const tournament = (currentBlindLevel: number) =>
  ({
    gameId: 'g-1',
    status: 'active',
    currentBlindLevel,
    configuration: {
      autoAdvanceBlinds: true,
      pauseOnPlayerElimination: false,
      allowLateRegistration: true,
      lateRegistrationEndLevel: 2,
    },
    players: [{ id: 't-p1', participantId: annId }],
  }) as unknown as Tournament;

function renderCard(level: number, act = vi.fn()) {
  mockApi({ 'GET /api/games/g-1': () => ok({ game: gameFixture({ participants: [seatedAnn, lateBob] }) }) });
  const card = (failure: HostPanelProps['failure'] = null) => (
    <QueryClientProvider client={client}>
      <LateEntryCard tournament={tournament(level)} act={act} pending={false} failure={failure} />
    </QueryClientProvider>
  );
  const client = new QueryClient();
  const { rerender } = render(card());
  return Object.assign(act, { refuse: (failure: HostPanelProps['failure']) => rerender(card(failure)) });
}

describe('late registration on the Players tab', () => {
  it('seats a player of the game who is not in the tournament yet', async () => {
    const act = renderCard(2);
    const select = await screen.findByRole('combobox', { name: 'Player to seat' });
    await screen.findByRole('option', { name: 'Bob Late' });
    // Ann is already seated: only Bob is offered.
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'Choose a player…',
      'Bob Late',
    ]);
    const user = userEvent.setup();
    await user.selectOptions(select, bobId);
    await user.click(screen.getByRole('button', { name: 'Seat player' }));
    await vi.waitFor(() => expect(act).toHaveBeenCalledWith('late-entry', { participantId: bobId }));
  });

  it('adds a walk-in and seats them in one action; at the maximum it names the limit and seats them anyway on request', async () => {
    const act = renderCard(1);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Guest first name' }), 'Walk');
    await user.type(screen.getByRole('textbox', { name: 'Guest last name' }), 'In');
    await user.click(screen.getByRole('button', { name: 'Add guest and seat' }));
    expect(act).toHaveBeenCalledWith('late-entry', { guest: { firstName: 'Walk', lastName: 'In' } });
    const limit = tournamentMessages.walkInAtMaximum(14);
    act.refuse({
      action: 'late-entry',
      error: new ApiError({
        status: 409,
        code: 'CONFLICT',
        message: limit,
        fields: { beyondMaximum: limit },
      }),
    });
    expect(screen.getByRole('status', { name: 'Game at its maximum' }).textContent).toContain(limit);
    await user.click(screen.getByRole('button', { name: 'Seat Walk In anyway' }));
    expect(act).toHaveBeenLastCalledWith('late-entry', {
      guest: { firstName: 'Walk', lastName: 'In' },
      beyondMaximum: true,
    });
    // The host's own ceiling is no question: it is said, with nothing to press.
    act.refuse({
      action: 'late-entry',
      error: new ApiError({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Cannot exceed 30 participants',
        fields: { beyondMaximum: 'Cannot exceed 30 participants' },
      }),
    });
    expect(screen.getByText('Cannot exceed 30 participants')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Seat Walk In anyway' })).toBeNull();
  });

  it('says registration has closed after the cut-off level, with nothing to press', () => {
    renderCard(3);
    expect(screen.getByText(/closed/).textContent).toBe('Late registration closed after level 2');
    expect(screen.queryByRole('button', { name: 'Seat player' })).toBeNull();
  });
});

import { type Game, gameMessages, type ParticipantStatus, shareLinkMessages } from '@pokerhome/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { userFixture } from '@/test/fixtures.ts';
import { gameFixture, hostFixture } from '@/test/game-fixture.ts';
import { renderApp } from '@/test/render-app.tsx';

const player = userFixture({ id: 'u-2', firstName: 'Ann' });
const invitedGame = (overrides: Partial<Game> = {}) =>
  gameFixture({ canManage: false, userParticipantStatus: 'invited', ...overrides });

/** Serves the join screen as `viewer`; RSVPs answer `answer` and the game as it then stands. */
function serve(viewer: typeof player, game: Game, answer: ParticipantStatus = 'accepted') {
  let current = game;
  const api = mockApi({
    'GET /api/auth/me': () => ok({ user: viewer }),
    'GET /api/games/g-1': () => ok({ game: current }),
    'POST /api/games/g-1/rsvp': () => {
      current = { ...current, userParticipantStatus: answer };
      return ok({ status: answer });
    },
  });
  renderApp('/games/g-1/join');
  return { api, events: userEvent.setup() };
}

beforeEach(() => {
  toast.dismiss();
});

describe('join game screen (docs/games.md)', () => {
  it("says 'You're going!' after Join Game, and Change RSVP leads to 'You declined'", async () => {
    let answer: ParticipantStatus = 'accepted';
    let game = invitedGame();
    const api = mockApi({
      'GET /api/auth/me': () => ok({ user: player }),
      'GET /api/games/g-1': () => ok({ game }),
      'POST /api/games/g-1/rsvp': () => {
        game = { ...game, userParticipantStatus: answer };
        return ok({ status: answer });
      },
    });
    renderApp('/games/g-1/join');
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Join Game' }));
    await screen.findByText(gameMessages.going);
    await screen.findByText(gameMessages.rsvpSaved);
    answer = 'declined';
    await events.click(screen.getByRole('button', { name: 'Change RSVP' }));
    await events.click(screen.getByRole('button', { name: 'Decline' }));
    await screen.findByText(gameMessages.declined);
    expect(api.calls.filter((c) => c === 'POST /api/games/g-1/rsvp')).toHaveLength(2);
  });

  it('shows Full, warns that joining queues, and then the waiting-list state', async () => {
    const { events } = serve(player, invitedGame({ confirmedCount: 10, participantCount: 10 }), 'waitlisted');
    await screen.findByText('Full');
    screen.getByText('10/10 · 0 spots remaining');
    screen.getByText(`${gameMessages.full}: joining puts you on the waiting list.`);
    await events.click(screen.getByRole('button', { name: 'Join Game' }));
    await screen.findByText(/You're on the waiting list/);
  });

  it('offers the host Join as Participant, disabled when the game is full', async () => {
    serve(hostFixture, gameFixture({ confirmedCount: 10 }));
    const join = await screen.findByRole('button', { name: 'Join as Participant' });
    expect(join).toHaveProperty('disabled', true);
    screen.getByText(gameMessages.full);
  });

  it("tells a seated host they're already participating", async () => {
    serve(hostFixture, gameFixture({ userParticipantStatus: 'confirmed', confirmedCount: 1 }));
    await screen.findByText(gameMessages.alreadyParticipating);
  });

  it('says No invitation found for a game the viewer may not see', async () => {
    mockApi({ 'GET /api/auth/me': () => ok({ user: player }) });
    renderApp('/games/g-1/join');
    await screen.findByText(gameMessages.noInvitation);
  });

  it('tells a visitor when the host turned the share link off', async () => {
    mockApi({
      'GET /api/auth/me': () => ok({ user: player }),
      'GET /api/games/g-1?invite=tok': () => fail(403, shareLinkMessages.off),
    });
    renderApp('/games/g-1/join?invite=tok');
    await screen.findByText(shareLinkMessages.off);
    expect(screen.queryByText(gameMessages.noInvitation)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { interpretInviteResult } from './invite-results.ts';

describe('interpretInviteResult', () => {
  it('turns "already invited" errors into one info notice counting them', () => {
    const { notices, failures } = interpretInviteResult(
      {
        participants: [],
        invitationsSent: 0,
        errors: ['a@b.co is already invited to this game', 'Ann is already participating'],
      },
      2,
    );
    expect(notices).toEqual([{ tone: 'info', message: '2 user(s) already invited to this game' }]);
    expect(failures).toEqual([]);
  });

  it('reports other errors as a failure listing them', () => {
    const { notices, failures } = interpretInviteResult(
      { participants: [], invitationsSent: 0, errors: ['No user found with that id'] },
      1,
    );
    expect(notices).toEqual([
      { tone: 'error', message: 'Failed to add 1 player(s): No user found with that id' },
    ]);
    expect(failures).toEqual(['No user found with that id']);
  });

  it('reads a mix as a partial result', () => {
    const { notices } = interpretInviteResult(
      { participants: [{}, {}], invitationsSent: 2, errors: ['The game is full'] },
      3,
    );
    expect(notices).toContainEqual({ tone: 'success', message: '2 invitation(s) sent' });
    expect(notices).toContainEqual({
      tone: 'error',
      message: '2 invitations processed successfully, 1 failed',
    });
  });

  it('says guests were added when no invitation e-mail went out', () => {
    const { notices } = interpretInviteResult({ participants: [{}], invitationsSent: 0, errors: [] }, 1);
    expect(notices).toEqual([{ tone: 'success', message: '1 player(s) added to the game' }]);
  });
});

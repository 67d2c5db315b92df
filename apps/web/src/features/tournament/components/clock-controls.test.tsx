import { type Tournament, tournamentMessages } from '@pokerhome/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ClockControls } from './clock-controls.tsx';

const tournament = (clockState: 'running' | 'paused') =>
  ({
    status: 'active',
    clockState,
    undoLabel: null,
    players: [{ id: 't-p1', name: 'Ann Guest', status: 'active' }],
  }) as unknown as Tournament;

/** The controls of a running clock over these players. */
const renderRunningWith = (players: Array<{ id: string; name: string; status: string }>, act: () => void) =>
  render(
    <ClockControls
      tournament={{ ...tournament('running'), players } as Tournament}
      act={act}
      pending={false}
    />,
  );

describe('the clock controls', () => {
  it('pauses with the reason typed, Enter in the reason pausing too', async () => {
    const act = vi.fn();
    render(<ClockControls tournament={tournament('running')} act={act} pending={false} />);
    const user = userEvent.setup();
    const reason = screen.getByRole('textbox', { name: 'Pause reason' });
    expect((reason as HTMLInputElement).value).toBe(tournamentMessages.hostPaused);
    await user.clear(reason);
    await user.type(reason, 'Pizza{Enter}');
    expect(act).toHaveBeenLastCalledWith('pause', { reason: 'Pizza' });
    await user.clear(reason);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    // An emptied reason falls back to the standard one.
    expect(act).toHaveBeenLastCalledWith('pause', { reason: tournamentMessages.hostPaused });
  });

  it('moves the focus to Resume once the clock has paused, and back to Pause', async () => {
    const act = vi.fn();
    const view = render(<ClockControls tournament={tournament('running')} act={act} pending={false} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    view.rerender(<ClockControls tournament={tournament('running')} act={act} pending />);
    view.rerender(<ClockControls tournament={tournament('paused')} act={act} pending={false} />);
    const resume = screen.getByRole('button', { name: 'Resume' });
    expect(document.activeElement).toBe(resume);
    // No reason to type while paused: the field waits for the clock to run again.
    expect(screen.queryByRole('textbox', { name: 'Pause reason' })).toBeNull();
    await user.click(resume);
    expect(act).toHaveBeenLastCalledWith('resume');
    view.rerender(<ClockControls tournament={tournament('running')} act={act} pending={false} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pause' }));
  });

  it('eliminates the player chosen, with who knocked them out, and clears the choice', async () => {
    const act = vi.fn();
    // Player ids are UUIDs: the form checks them with the domain's elimination request.
    const ann = '00000000-0000-4000-8000-0000000000a1';
    const bob = '00000000-0000-4000-8000-0000000000b2';
    const players = [
      { id: ann, name: 'Ann Guest', status: 'active' },
      { id: bob, name: 'Bob Guest', status: 'active' },
    ];
    renderRunningWith(players, act);
    const user = userEvent.setup();
    const eliminate = screen.getByRole('button', { name: 'Eliminate' });
    expect((eliminate as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Busted player' }), ann);
    // Nobody knocks themselves out: Ann is not offered as her own eliminator.
    const by = screen.getByRole('combobox', { name: 'Busted by' }) as HTMLSelectElement;
    expect([...by.options].map((o) => o.textContent)).toEqual(['Busted by (optional)', 'Bob Guest']);
    await user.selectOptions(by, bob);
    await user.click(eliminate);
    await vi.waitFor(() =>
      expect(act).toHaveBeenLastCalledWith('eliminate', { playerId: ann, eliminatedByPlayerId: bob }),
    );
    await vi.waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Busted player' }) as HTMLSelectElement).value).toBe(''),
    );
  });

  it('eliminates without an eliminator when none is chosen', async () => {
    const act = vi.fn();
    const ann = '00000000-0000-4000-8000-0000000000a1';
    const players = [{ id: ann, name: 'Ann Guest', status: 'active' }];
    renderRunningWith(players, act);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Busted player' }), ann);
    await user.click(screen.getByRole('button', { name: 'Eliminate' }));
    await vi.waitFor(() => expect(act).toHaveBeenLastCalledWith('eliminate', { playerId: ann }));
  });
});

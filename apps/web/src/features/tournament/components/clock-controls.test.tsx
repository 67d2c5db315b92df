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
});

import { gameMessages } from '@pokerhome/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { RsvpPanel } from './rsvp-panel.tsx';

it('keeps the keyboard in the panel when an answer swaps the form for the result and back', async () => {
  const user = userEvent.setup();
  const onAnswer = vi.fn();
  const panel = (status: 'invited' | 'accepted') => (
    <RsvpPanel status={status} full={false} pending={false} onAnswer={onAnswer} />
  );
  const { rerender } = render(panel('invited'));
  await user.tab();
  await user.keyboard('Bring snacks');
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Join Game' }));
  await user.keyboard('{Enter}');
  expect(onAnswer).toHaveBeenCalledWith('accepted', 'Bring snacks');

  // The server's answer arrives: the Join Game button is gone, Change RSVP takes the focus.
  rerender(panel('accepted'));
  screen.getByText(gameMessages.going);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change RSVP' }));

  await user.keyboard('{Enter}');
  expect(document.activeElement).toBe(screen.getByLabelText('Message to the host (optional)'));
});

it('does not take the focus when the page merely shows an earlier answer', () => {
  render(<RsvpPanel status="accepted" full={false} pending={false} onAnswer={vi.fn()} />);
  expect(document.activeElement).toBe(document.body);
});

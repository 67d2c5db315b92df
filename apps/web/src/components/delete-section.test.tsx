import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { DeleteSection } from './delete-section.tsx';

afterEach(() => vi.restoreAllMocks());

function renderSection(onDelete: () => void, pending = false) {
  render(
    <DeleteSection
      title="Delete the season"
      description="Its table goes; the games and their results stay."
      name="Spring"
      action="Delete season"
      deletion={{ isPending: pending, mutate: onDelete }}
    />,
  );
}

it('deletes only once the question is answered yes', async () => {
  const onDelete = vi.fn();
  const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  renderSection(onDelete);
  screen.getByRole('heading', { name: 'Delete the season' });
  screen.getByText('Its table goes; the games and their results stay.');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Delete season' }));
  expect(confirm).toHaveBeenCalledWith('Delete Spring? This cannot be undone.');
  expect(onDelete).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Delete season' }));
  expect(onDelete).toHaveBeenCalledTimes(1);
});

it('cannot be pressed while the deletion is on its way', () => {
  renderSection(vi.fn(), true);
  expect((screen.getByRole('button', { name: 'Delete season' }) as HTMLButtonElement).disabled).toBe(true);
});

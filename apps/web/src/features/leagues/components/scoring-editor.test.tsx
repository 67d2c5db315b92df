import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { newSeasonDraft, type ScoringDraft } from '../utils/season-draft.ts';
import { ScoringEditor } from './scoring-editor.tsx';

function Harness({ onChange }: { onChange: (d: ScoringDraft) => void }) {
  const [value, setValue] = useState(newSeasonDraft(new Date(2027, 0, 1)).scoring);
  return (
    <ScoringEditor
      value={value}
      errors={{ 'scoring.bestN': 'Best N must be a whole number of at least 1, or empty for all events' }}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

it('explains every formula, asks for the table only for the fixed table, and orders the tie-breaks', async () => {
  const user = userEvent.setup();
  let last: ScoringDraft | undefined;
  render(<Harness onChange={(d) => (last = d)} />);
  // Each formula carries its explanation and worked example.
  expect(screen.getAllByRole('radio')).toHaveLength(4);
  screen.getByText(/8 − 3 \+ 1 = 6 points/);
  expect(screen.queryByLabelText('Points by position')).toBeNull();
  await user.click(screen.getByRole('radio', { name: /Fixed table by position/ }));
  screen.getByLabelText('Points by position');
  expect(last?.formula).toBe('fixed-table');

  // The field's message is tied to its input.
  expect(screen.getByLabelText('Best N events').getAttribute('aria-invalid')).toBe('true');

  // Tie-breaks: move the second up, then add one from the unused list.
  await user.click(screen.getByRole('button', { name: 'Move Better best finish up' }));
  expect(last?.tieBreaks).toEqual(['best-finish', 'wins', 'events']);
  await user.click(screen.getByRole('checkbox', { name: 'More knockouts' }));
  expect(last?.tieBreaks).toEqual(['best-finish', 'wins', 'events', 'knockouts']);
  const group = screen.getByRole('group', { name: 'Tie-breaks, in order' });
  expect(within(group).getAllByRole('listitem')[0]?.textContent).toContain('1. Better best finish');
});

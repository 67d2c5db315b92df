import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { mockApi, ok } from '@/test/api-mock.ts';
import { SeasonPicker } from './season-picker.tsx';

afterEach(() => vi.unstubAllGlobals());

const league = (id: string, name: string, canManage: boolean) => ({
  id,
  name,
  description: '',
  ownerId: 'u-1',
  ownerName: 'Olga Organizer',
  memberCount: 3,
  seasonCount: 1,
  canManage,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const season = (id: string, name: string, currency: string, endsOn: string) => ({
  id,
  leagueId: 'l-1',
  name,
  startsOn: '2026-01-01',
  endsOn,
  currency,
  formula: 'linear',
  gameCount: 0,
  eventCount: 0,
});

function Harness({ onChange }: { onChange: (id: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SeasonPicker
      value={value}
      currency="USD"
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

it('offers the open seasons of the leagues you run, and marks those in another currency', async () => {
  const { calls } = mockApi({
    'GET /api/leagues': () =>
      ok({ leagues: [league('l-1', 'Thursday League', true), league('l-2', 'Pub League', false)] }),
    'GET /api/leagues/l-1/seasons': () =>
      ok({
        seasons: [
          season('s-old', 'Last year', 'USD', '2020-12-31'),
          season('s-1', 'Autumn', 'USD', '2999-12-31'),
          season('s-eur', 'Paris trip', 'EUR', '2999-12-31'),
        ],
      }),
  });
  const picked = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness onChange={picked} />
    </QueryClientProvider>,
  );
  const select = await screen.findByLabelText('League season');
  const options = [...(select as HTMLSelectElement).options];
  expect(options.map((o) => o.textContent?.split(' (')[0])).toEqual([
    'Not part of a league season',
    'Thursday League · Autumn',
    'Thursday League · Paris trip',
  ]);
  expect(options[2]?.disabled).toBe(true);
  expect(options[2]?.textContent).toContain('counts games in EUR');
  // A league you only play in is not asked for its seasons.
  expect(calls).not.toContain('GET /api/leagues/l-2/seasons');
  await userEvent.setup().selectOptions(select, 's-1');
  expect(picked).toHaveBeenCalledWith('s-1');
});

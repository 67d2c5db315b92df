import { ledgerMessages } from '@pokerhome/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/test/api-mock.ts';
import { participantFixture } from '@/test/game-fixture.ts';
import { ledgerFixture } from '@/test/ledger-fixture.ts';
import { CheckInList } from './check-in-list.tsx';

const base = ledgerFixture().players[0]!;
const ann = participantFixture({
  id: 'p-ann',
  status: 'confirmed',
  user: { ...participantFixture().user, name: 'Ann Able' },
});
const bob = participantFixture({
  id: 'p-bob',
  status: 'accepted',
  user: { ...participantFixture().user, name: 'Bob Baker' },
});
const cid = participantFixture({
  id: 'p-cid',
  status: 'invited',
  user: { ...participantFixture().user, name: 'Cid Invited' },
});
const buyIn = {
  id: 'e-ann',
  kind: 'buy_in' as const,
  amountCents: 2000,
  chips: null,
  houseFeeCents: 0,
  serviceFeeCents: 0,
  processingFeeCents: 0,
  participantId: 'p-ann',
  userId: null,
  participantName: 'Ann Able',
  note: '',
  recordedById: 'host-1',
  recordedByName: 'Ada Lovelace',
  recordedAt: '2030-01-10T19:00:00.000Z',
  reversesEntryId: null,
  reversedByEntryId: null,
};
// Ann's buy-in is on the ledger; the game's own flag still says unpaid: the ledger decides.
const ledger = ledgerFixture({
  entries: [buyIn],
  players: [
    { ...base, participantId: 'p-ann', name: 'Ann Able', buyInStatus: 'paid', buyIns: 1 },
    { ...base, participantId: 'p-bob', name: 'Bob Baker' },
  ],
});

/** `checkInHeld`: the check-in's answer waits for it (a slow network at the door). */
function renderList({ checkInHeld }: { checkInHeld?: Promise<void> } = {}) {
  const bodies: Array<{ key: string; body: unknown }> = [];
  const record = (key: string) => async (init: RequestInit) => {
    bodies.push({ key, body: JSON.parse(String(init.body)) });
    if (key === 'check-in') await checkInHeld;
    return ok({ entries: [], entry: buyIn, ledger });
  };
  mockApi({
    'GET /api/games/g-1/ledger': () => ok({ ledger }),
    'POST /api/games/g-1/ledger/check-in': record('check-in'),
    'POST /api/games/g-1/ledger/entries/e-ann/reverse': record('reverse'),
    'PUT /api/games/g-1/participants/p-bob': (init) => {
      bodies.push({ key: 'arrived', body: JSON.parse(String(init.body)) });
      return ok({ participant: { ...bob, arrivedAt: '2030-01-10T19:05:00.000Z' } });
    },
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CheckInList gameId="g-1" participants={[ann, bob, cid]} />
    </QueryClientProvider>,
  );
  return { bodies, user: userEvent.setup() };
}

describe('the check-in list', () => {
  it('shows Paid from the ledger and writes a tick to the ledger, not to a flag of its own', async () => {
    const { bodies, user } = renderList();
    const annPaid = await screen.findByRole('checkbox', { name: 'Ann Able paid the buy-in' });
    await expect.poll(() => (annPaid as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('checkbox', { name: 'Cid Invited paid the buy-in' })).toBeNull();
    expect(screen.getByTestId('check-in-summary').textContent).toBe('0 of 2 arrived · 1 of 2 paid');

    await user.click(screen.getByRole('checkbox', { name: 'Bob Baker paid the buy-in' }));
    await expect.poll(() => bodies).toEqual([{ key: 'check-in', body: { participantIds: ['p-bob'] } }]);
  });

  it('"All paid" sends the players still pending; unticking records a correction', async () => {
    const { bodies, user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'All paid' }));
    await expect.poll(() => bodies.at(-1)).toEqual({ key: 'check-in', body: { participantIds: ['p-bob'] } });
    await user.click(screen.getByRole('checkbox', { name: 'Ann Able paid the buy-in' }));
    await expect
      .poll(() => bodies.at(-1))
      .toEqual({ key: 'reverse', body: { reason: ledgerMessages.checkInUndone } });
  });

  it('"Arrived" is one tap, and shows ticked from the tap on', async () => {
    const { bodies } = renderList();
    const box = (await screen.findByRole('checkbox', { name: 'Bob Baker arrived' })) as HTMLInputElement;
    // The tap itself, with nothing awaited after it: the box must not fall back to unticked while
    // the change is on its way (a second look would find it unticked and tap again).
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    await expect.poll(() => bodies).toEqual([{ key: 'arrived', body: { arrived: true } }]);
    expect(box.checked).toBe(true);
  });

  it('keeps a Paid on its way ticked while Arrived is tapped for the same player', async () => {
    let answer: () => void = () => undefined;
    const { bodies } = renderList({ checkInHeld: new Promise<void>((resolve) => (answer = resolve)) });
    const paid = (await screen.findByRole('checkbox', {
      name: 'Bob Baker paid the buy-in',
    })) as HTMLInputElement;
    await expect.poll(() => paid.disabled).toBe(false);
    fireEvent.click(paid);
    await expect.poll(() => bodies.map((b) => b.key)).toEqual(['check-in']);
    const arrived = screen.getByRole('checkbox', { name: 'Bob Baker arrived' }) as HTMLInputElement;
    fireEvent.click(arrived);
    expect(arrived.checked).toBe(true);
    expect(paid.checked).toBe(true);
    await expect.poll(() => bodies.map((b) => b.key)).toEqual(['check-in', 'arrived']);
    // The arrival answered first: the Paid still on its way stays ticked.
    expect(paid.checked).toBe(true);
    answer();
  });
});

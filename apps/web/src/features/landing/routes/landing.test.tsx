import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi } from '@/test/api-mock.ts';
import { renderApp } from '@/test/render-app.tsx';

const signedOut = {
  'GET /api/auth/me': () => fail(401, 'Not signed in'),
  'POST /api/auth/refresh': () => fail(401, 'No session'),
};

async function openLanding() {
  mockApi(signedOut);
  const view = renderApp('/landing');
  await screen.findByRole('heading', { name: 'Simple pricing' });
  return view;
}

describe('the landing page says what is true (docs/site.md)', () => {
  it('lists what works as features, not as roadmap, and marks API access as roadmap', async () => {
    await openLanding();
    const roadmap = screen.getByRole('heading', { name: 'On our roadmap, not in the product yet' })
      .parentElement!;
    const promised = within(roadmap)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    for (const real of [/ledger/i, /PDF/, /template/i, /offline/i, /recurring/i, /reminder/i, /league/i]) {
      expect(promised.filter((p) => real.test(p))).toEqual([]);
    }
    for (const card of [
      'The money ledger',
      'Templates you can share',
      'Automatic reminders',
      'Recurring games',
      'Works offline',
    ]) {
      screen.getByRole('heading', { name: card });
    }
    const advanced = screen.getByRole('heading', { name: 'Advanced' }).closest('li')!;
    expect(within(advanced).getByText(/API access/).textContent).toBe('API access (on our roadmap)');
    // Each plan line that is not true as written says what it is (docs/site.md, "Claims").
    expect(within(advanced).getByText(/Unlimited games and players/).textContent).toBe(
      'Unlimited games and players (up to 100 players per game)',
    );
    expect(within(advanced).getByText(/scheduled games and templates/).textContent).toBe(
      'Unlimited scheduled games and templates',
    );
    const host = screen.getByRole('heading', { name: 'Host' }).closest('li')!;
    expect(within(host).getByText(/3 scheduled games/).textContent).toBe(
      '3 scheduled games at once (not enforced during early access)',
    );
    expect(within(host).getByText(/Up to 30 players/).textContent).toBe('Up to 30 players per game');
    const participant = screen.getByRole('heading', { name: 'Participant' }).closest('li')!;
    expect(within(participant).getByText(/Personal stats/).textContent).toBe('Personal stats');
    expect(
      screen.getByText(/^Players are free forever\. Billing has not started: during early access/),
    ).toBeTruthy();
    expect(within(host).getByText(/Financial tracking tools/).textContent).toBe('Financial tracking tools');
    expect(within(host).getByText(/Export game reports/).textContent).toBe('Export game reports');
  });

  it("opens registration with Host chosen from the Host plan's free trial", async () => {
    const { router } = await openLanding();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Start 14-Day Free Trial' }));
    // The register screen is its own chunk: its first load can be slow on a busy machine.
    await screen.findByRole('heading', { name: 'Create an account' }, { timeout: 15_000 });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/register?role=host');
    expect((screen.getByRole('radio', { name: /Host/ }) as HTMLInputElement).checked).toBe(true);
  });
});

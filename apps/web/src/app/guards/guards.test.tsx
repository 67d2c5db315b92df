import { appMessages } from '@pokerhome/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '@/test/api-mock.ts';
import { userFixture } from '@/test/fixtures.ts';
import { renderApp } from '@/test/render-app.tsx';

function signedOut() {
  return mockApi({
    'GET /api/auth/me': () => fail(401, 'Not signed in'),
    'POST /api/auth/refresh': () => fail(401, 'No session'),
  });
}

function signedInAs(role: 'participant' | 'host' | 'organizer' | 'admin' | 'user') {
  return mockApi({
    'GET /api/auth/me': () => ok({ user: userFixture({ role: role as 'participant' }) }),
    'POST /api/auth/logout': () => ok({ message: 'Signed out' }),
  });
}

describe('route guards', () => {
  it('sends a signed-out visitor of a protected page to /login, remembering the origin', async () => {
    const api = signedOut();
    // A page without a first read of its own (routes.tsx): the calls are the session's alone.
    const { router } = renderApp('/players?tab=past');
    await screen.findByText(appMessages.authenticating);
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/players', search: '?tab=past', hash: '' },
    });
    expect(api.calls).toEqual(['GET /api/auth/me', 'POST /api/auth/refresh']);
  });

  it('asks nothing of a browser without a session cookie, and sends it to /login', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = 'ph_in=; max-age=0; path=/';
    const api = signedOut();
    const { router } = renderApp('/games');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(api.calls).toEqual([]);
  });

  it('sends a signed-in visitor of /login to /dashboard', async () => {
    signedInAs('participant');
    const { router } = renderApp('/login');
    // The page's own data is not mocked: its title says the guard let the visitor through.
    await waitFor(() => expect(document.title).toMatch(/^Dashboard/));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a signed-in visitor of /register back to the remembered origin', async () => {
    signedInAs('host');
    const from = { pathname: '/games/g-1/join', search: '', hash: '' };
    const { router } = renderApp({ pathname: '/register', state: { from } });
    await waitFor(() => expect(document.title).toMatch(/^Join Game/));
    expect(router.state.location.pathname).toBe('/games/g-1/join');
  });

  it('shows the Organizer upgrade on template pages to participants and hosts', async () => {
    signedInAs('host');
    renderApp('/templates/new');
    await screen.findByRole('heading', { name: 'Upgrade to Organizer' });
    screen.getByText('Run games with up to 100 participants instead of 30');
    expect(screen.getByRole('link', { name: 'Return to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('link', { name: 'Templates' })).toBeNull();
  });

  it('treats a legacy role as participant', async () => {
    signedInAs('user');
    renderApp('/templates');
    await screen.findByText('Run games with up to 100 participants instead of 20');
  });

  it('lets organizers into the template pages and lists Templates and Leagues in the sidebar', async () => {
    signedInAs('organizer');
    renderApp('/templates');
    await screen.findByRole('heading', { name: 'Game Templates' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const labels = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(labels).toEqual(['Dashboard', 'Games', 'Templates', 'Leagues', 'Players', 'Settings']);
  });

  it("keeps Leagues out of a participant's sidebar and sends them from /leagues/new to /unauthorized", async () => {
    signedInAs('participant');
    const first = renderApp('/leagues/new');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/unauthorized'));
    first.unmount();
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).not.toContain('Leagues');
  });

  it('shows the user in the shell and signs out to /login', async () => {
    const api = signedInAs('admin');
    const { router } = renderApp('/players');
    await screen.findByText('Ada Lovelace');
    screen.getByText('ada@example.com');
    screen.getByText('AL');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(api.calls).toContain('POST /api/auth/logout');
  });

  it.each(['/', '/no/such/page'])('redirects %s to /landing', async (path) => {
    mockApi({});
    const { router } = renderApp(path);
    await screen.findByRole('heading', { name: 'Your poker home games, organised.' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/landing'));
  });
});

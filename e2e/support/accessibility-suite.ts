import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamePayload, signedIn } from '../../apps/server/test/fixtures.ts';
import { api, type Backend, startTestServer } from '../../apps/server/test/harness.ts';
import { outboxOf } from '../../apps/server/test/outbox.ts';
import { mailedLink, signInAs, uniqueEmail } from './auth.ts';
import { type AxeViolation, describeViolations, fails, runAxe } from './axe.ts';
import { launchBrowser, resultsDir, screenshotName } from './browser.ts';

/*
 * Issue 13's accessibility check: axe-core (WCAG 2.0-2.2, levels A and AA) on every route of the
 * web app, signed out and signed in (as the host and as a player), at a 390 px phone and a
 * 1280 px desktop, with real data behind each page. A serious or critical violation fails the
 * route's test and is printed with the element and axe's explanation. docs/accessibility.md.
 */

type Viewer = 'signed-out' | 'host' | 'player';

type Visit = {
  /** The route's path as the router spells it. */
  route: string;
  viewers: Viewer[];
  /** The address to open, once the data exists. */
  url: () => string;
  /** Text the finished page shows, so the check runs on the page and not its loading state. */
  shows: RegExp | string;
  /**
   * What the page hides until asked, each opened in turn and checked too: a tab's panel, a dialog
   * (opened by its button, closed again with Escape), the phone's navigation menu.
   */
  opens?: Step[];
};

type Step =
  | { tab: string }
  | { dialog: string }
  | { menu: true }
  | { state: string; reach: (page: Page) => Promise<void> };
const tab = (name: string): Step => ({ tab: name });
const dialog = (button: string): Step => ({ dialog: button });
const menu: Step = { menu: true };

/** The game wizard's later steps, reached the way a host fills them in (e2e/game-wizard.e2e.ts). */
const wizardStep = (title: string, fill: (page: Page) => Promise<void>): Step => ({
  state: `wizard ${title}`,
  reach: async (page) => {
    await fill(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(title, { exact: true }).first().waitFor();
  },
});
const wizardSteps: Step[] = [
  {
    state: 'a fresh wizard',
    // The wizard keeps its draft in the browser: start each width from an empty one.
    reach: async (page) => {
      await page.evaluate('sessionStorage.clear()');
      await page.reload();
      await page.getByText('Step 1 of 6', { exact: true }).waitFor();
    },
  },
  wizardStep('Step 2 of 6', async (page) => {
    await page.getByText('Tournament', { exact: true }).click();
    await page.getByLabel('Game name').fill('Axe Cup');
    await page.getByLabel('Maximum participants').fill('8');
    await page
      .getByLabel('Date and time')
      .fill(new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 16));
  }),
  dialog('Manage Quick Locations'),
  wizardStep('Step 3 of 6', (page) => page.getByLabel('Location name').fill('The Back Room')),
  wizardStep('Step 4 of 6', (page) => page.getByRole('button', { name: '$25.00' }).click()),
  wizardStep('Step 5 of 6', async () => {}),
  wizardStep('Step 6 of 6', (page) => page.getByText('Invite Later', { exact: true }).click()),
];

const allWidths = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
type Width = (typeof allWidths)[keyof typeof allWidths];

/** Every `path:` of the router, so a route added without a visit below fails the check. */
function routerPaths(): string[] {
  const source = readFileSync(path.resolve(import.meta.dirname, '../../apps/web/src/app/routes.tsx'), 'utf8');
  // A route is either `path: '…'` or a key of a `pages({ … })` map (`'games/:gameId/join': () => import(…)`).
  const paths = [...source.matchAll(/\bpath: '([^']+)'|(?:^\s*|\{ )'?([\w/:-]+)'?: \(\) =>/gm)].map(
    (m) => (m[1] ?? m[2])!,
  );
  // Once each: a route's key may also name its first reads (`firstReadAddresses`).
  return [...new Set(paths.filter((p) => p !== '*'))];
}

/**
 * The whole check against a server on `backend`, at the widths asked for: e2e/accessibility.e2e.ts
 * runs it on PGlite at the phone's width in `npm test`, accessibility-desktop.full.e2e.ts at the
 * desktop's in `npm run test:full`, e2e/accessibility.soak.ts on PostgreSQL at both in
 * `npm run test:soak` (the pages are the same; the data behind them comes through the other database).
 */
export function accessibilitySuite(
  backend: Backend,
  options: {
    skip?: boolean;
    widths: Array<keyof typeof allWidths>;
    /**
     * Every viewer of each route (the default), or only the first listed: `npm test` visits each
     * route once, as the signed-out visitor where one may see it, else the host; the other viewers
     * are visited in `npm run test:full` (desktop) and `npm run test:soak` (phone, PostgreSQL).
     */
    viewers?: 'every' | 'first';
  },
) {
  const widths: Width[] = options.widths.map((name) => allWidths[name]);
  describe.skipIf(options.skip ?? false)(
    `accessibility on ${backend} at ${options.widths.join(' and ')}`,
    () => {
      let server: Awaited<ReturnType<typeof startTestServer>>;
      let browser: Browser;
      const contexts: BrowserContext[] = [];
      const pages = new Map<Viewer, Page>();
      const data = {
        upcomingId: '',
        liveGameId: '',
        liveTournamentId: '',
        finishedId: '',
        templateId: '',
        seriesId: '',
        displayPath: '',
        rsvpPath: '',
        resetPath: '',
        verifyPath: '',
        newsletterPath: '',
        leagueId: '',
        seasonId: '',
        playerKey: '',
        standingsPath: '',
        unsubscribePath: '',
        stopMailPath: '',
      };

      beforeAll(async () => {
        server = await startTestServer({ backend });
        browser = await launchBrowser();
        const host = await signedIn(server.url, 'organizer', { firstName: 'Hana', lastName: 'Host' });
        const player = await signedIn(server.url, 'participant', { firstName: 'Pat', lastName: 'Player' });
        const guests = (n: number) =>
          Array.from({ length: n }, (_, i) => ({
            isGuest: true,
            guestFirstName: 'Guest',
            guestLastName: `No${i + 1}`,
          }));

        // An upcoming game Pat is invited to, with a stranger invited by e-mail (the RSVP link).
        const upcoming = (await host.post('/api/games', gamePayload({ name: 'Friday Deep Stack' }))).body.data
          .game;
        data.upcomingId = upcoming.id;
        const stranger = uniqueEmail('stranger');
        await host.post(`/api/games/${upcoming.id}/participants`, {
          participants: [{ userId: player.user.id }, { email: stranger }, ...guests(2)],
          sendEmailInvitations: true,
        });
        data.rsvpPath = await mailedLink(server, stranger, 'game-invitation');
        // The same invitation's unsubscribe link (every non-security e-mail carries one).
        const invitation = (await outboxOf(server)).find(
          (m) => m.to === stranger && m.kind === 'game-invitation',
        );
        const unsubscribe = invitation?.text.match(/https?:\/\/\S+\/unsubscribe\?\S+/)?.[0];
        if (!unsubscribe) throw new Error('no unsubscribe link in the invitation');
        data.unsubscribePath = `${new URL(unsubscribe).pathname}${new URL(unsubscribe).search}`;
        // And the "stop all e-mail" link every mail ends with (docs/security.md, "Mail limits").
        const stop = invitation?.text.match(/\/stop-mail\?token=[A-Za-z0-9_.-]+/)?.[0];
        if (!stop) throw new Error('no stop-mail link in the invitation');
        data.stopMailPath = stop;

        // A running tournament Pat plays in, and a finished one.
        const startWithPat = async (name: string) => {
          const game = (await host.post('/api/games', gamePayload({ name }))).body.data.game;
          await host.post(`/api/games/${game.id}/participants`, {
            participants: [{ userId: player.user.id, status: 'confirmed' }, ...guests(3)],
            sendEmailInvitations: false,
          });
          const started = await host.post(`/api/tournaments/${game.id}/start`);
          if (started.status !== 201) throw new Error(`starting ${name} answered ${started.status}`);
          return { gameId: game.id as string, state: started.body.data };
        };
        const live = await startWithPat('Live Clock Night');
        data.liveGameId = live.gameId;
        data.liveTournamentId = live.state.tournament.id;
        data.displayPath = new URL(live.state.tournament.displayUrl).pathname;
        const finished = await startWithPat('Last Month Final');
        data.finishedId = finished.gameId;
        const tournamentId = finished.state.tournament.id;
        for (let left = 4; left > 1; left--) {
          const { tournament } = (await host.get(`/api/tournaments/${tournamentId}`)).body.data;
          const next = tournament.players.find(
            (p: { status: string; name: string }) => p.status === 'active' && p.name !== 'Pat Player',
          );
          const res = await host.post(`/api/tournaments/${tournamentId}/eliminate`, { playerId: next.id });
          if (res.status !== 200) throw new Error(`eliminating answered ${res.status}`);
        }

        const { scheduledDate: _date, ...templateGame } = gamePayload();
        data.templateId = (
          await host.post('/api/templates', { ...templateGame, name: 'Deep Stack Saturday', isPublic: false })
        ).body.data.template.id;
        // A weekly series from the template (recurring games are for organizers too).
        const firstDate = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
        data.seriesId = (
          await host.post('/api/series', {
            templateId: data.templateId,
            startDate: firstDate,
            time: '19:00',
            frequency: 'weekly',
            count: 6,
          })
        ).body.data.series.id;

        // A league with a season counting the finished tournament, its table shared by a public link.
        const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
        data.leagueId = (
          await host.post('/api/leagues', { name: 'Thursday League', description: '' })
        ).body.data.league.id;
        data.seasonId = (
          await host.post(`/api/leagues/${data.leagueId}/seasons`, {
            name: 'Autumn',
            startsOn: day(-30),
            endsOn: day(60),
            scoring: { formula: 'linear' },
          })
        ).body.data.season.id;
        const attached = await host.post(`/api/seasons/${data.seasonId}/games`, { gameId: data.finishedId });
        if (attached.status >= 300) throw new Error(`attaching answered ${JSON.stringify(attached.body)}`);
        const standings = (await host.get(`/api/seasons/${data.seasonId}/standings`)).body.data.standings;
        data.playerKey = standings.rows[0].playerKey;
        data.standingsPath = new URL(
          (await host.post(`/api/seasons/${data.seasonId}/public-link`)).body.data.link.url,
        ).pathname;

        // Links from e-mails: a password reset, an address check and a newsletter confirmation.
        const reader = await signedIn(server.url, 'participant');
        data.verifyPath = await mailedLink(server, reader.user.email, 'verify-email');
        await api(server, 'POST', '/api/auth/forgot-password', { email: reader.user.email });
        data.resetPath = await mailedLink(server, reader.user.email, 'reset-password');
        const fan = uniqueEmail('fan');
        await api(server, 'POST', '/api/newsletter/subscribe', { email: fan });
        data.newsletterPath = await mailedLink(server, fan, 'newsletter-confirm');

        for (const viewer of ['signed-out', 'host', 'player'] as const) {
          const context = await browser.newContext({ viewport: allWidths.desktop, reducedMotion: 'reduce' });
          contexts.push(context);
          const page = await context.newPage();
          if (viewer !== 'signed-out') {
            const who = viewer === 'host' ? host : player;
            await signInAs(page, server, who);
          }
          pages.set(viewer, page);
        }
      });
      afterAll(async () => {
        for (const c of contexts) await c.close();
        await browser?.close();
        await server?.close();
      });

      const everyone: Viewer[] = ['signed-out', 'host', 'player'];
      const signedInOnly: Viewer[] = ['host', 'player'];
      const visits: Visit[] = [
        {
          route: 'landing',
          viewers: everyone,
          url: () => '/landing',
          shows: 'Pricing',
          opens: [dialog('Watch Demo')],
        },
        { route: 'about', viewers: everyone, url: () => '/about', shows: /About/ },
        { route: 'contact', viewers: everyone, url: () => '/contact', shows: /Contact/ },
        { route: 'privacy', viewers: everyone, url: () => '/privacy', shows: /Privacy/ },
        { route: 'terms', viewers: everyone, url: () => '/terms', shows: /Terms/ },
        { route: 'cookies', viewers: everyone, url: () => '/cookies', shows: /Cookie/ },
        { route: 'gdpr', viewers: everyone, url: () => '/gdpr', shows: /GDPR/ },
        { route: 'status', viewers: everyone, url: () => '/status', shows: /Status/ },
        // Guest-only: a signed-in visitor is sent to the dashboard, checked below.
        { route: 'login', viewers: ['signed-out'], url: () => '/login', shows: 'Remember me' },
        { route: 'register', viewers: ['signed-out'], url: () => '/register', shows: /Create/ },
        { route: 'forgot-password', viewers: everyone, url: () => '/forgot-password', shows: /password/i },
        { route: 'reset-password', viewers: ['signed-out'], url: () => data.resetPath, shows: /password/i },
        { route: 'verify-email', viewers: ['signed-out'], url: () => data.verifyPath, shows: /e-?mail/i },
        { route: 'unauthorized', viewers: everyone, url: () => '/unauthorized', shows: /./ },
        {
          route: 'rsvp/:token',
          viewers: ['signed-out'],
          url: () => data.rsvpPath,
          shows: 'Friday Deep Stack',
        },
        {
          route: 'newsletter/confirm',
          viewers: ['signed-out'],
          url: () => data.newsletterPath,
          shows: /newsletter|subscri/i,
        },
        {
          route: 'unsubscribe',
          viewers: ['signed-out'],
          url: () => data.unsubscribePath,
          shows: /Stop sending/,
        },
        {
          route: 'stop-mail',
          viewers: ['signed-out'],
          url: () => data.stopMailPath,
          shows: /Stop every e-mail/,
        },
        // Without a reminder's signed link the page says the link is not valid: the state a stale link shows.
        { route: 'cant-make-it', viewers: everyone, url: () => '/cant-make-it', shows: /not valid/ },
        {
          route: 'display/:token',
          viewers: ['signed-out'],
          url: () => data.displayPath,
          shows: 'Live Clock Night',
        },
        // A TV types the short code from the host's clock view (issue 28).
        { route: 'tv', viewers: everyone, url: () => '/tv', shows: 'Show a tournament on this TV' },
        // The signed-in app; signed out, each of these sends the visitor to /login (checked above).
        { route: 'stats', viewers: signedInOnly, url: () => '/stats', shows: 'Your Stats' },
        {
          route: 'dashboard',
          viewers: signedInOnly,
          url: () => '/dashboard',
          shows: /Welcome/,
          opens: [menu, dialog('Invite Players')],
        },
        { route: 'games', viewers: signedInOnly, url: () => '/games', shows: 'Friday Deep Stack' },
        { route: 'games/new', viewers: ['host'], url: () => '/games/new', shows: /Game/, opens: wizardSteps },
        {
          route: 'games/:gameId/manage',
          viewers: ['host'],
          url: () => `/games/${data.upcomingId}/manage`,
          shows: 'Friday Deep Stack',
          opens: [
            tab('Invite Players'),
            dialog('Add Player'),
            tab('Ledger'),
            tab('Settings'),
            dialog('Cancel Game'),
          ],
        },
        {
          route: 'games/:gameId/join',
          viewers: signedInOnly,
          url: () => `/games/${data.upcomingId}/join`,
          shows: 'Friday Deep Stack',
        },
        {
          route: 'games/:gameId/results',
          viewers: signedInOnly,
          url: () => `/games/${data.finishedId}/results`,
          shows: 'Last Month Final',
        },
        { route: 'reports', viewers: signedInOnly, url: () => '/reports', shows: /Report/ },
        {
          route: 'players',
          viewers: signedInOnly,
          url: () => '/players',
          shows: /Players/,
          opens: [dialog('Add Contact')],
        },
        {
          route: 'settings',
          viewers: signedInOnly,
          url: () => '/settings',
          shows: 'Change password',
          opens: [dialog('Delete my account')],
        },
        // Organizers are not admins: the page shows the server's refusal; the layout is the admin's.
        { route: 'admin/jobs', viewers: ['host'], url: () => '/admin/jobs', shows: 'Background jobs' },
        {
          route: 'tournament/:tournamentId',
          viewers: signedInOnly,
          url: () => `/tournament/${data.liveTournamentId}`,
          shows: 'Live Clock Night',
        },
        {
          route: 'games/:gameId/tournament',
          viewers: ['host'],
          url: () => `/games/${data.liveGameId}/tournament`,
          shows: 'Live Clock Night',
          opens: [tab('Players'), tab('Tables'), tab('Finance'), tab('Actions')],
        },
        // A player's phone view: their seat and the clock, no host tabs.
        {
          route: 'games/:gameId/tournament',
          viewers: ['player'],
          url: () => `/games/${data.liveGameId}/tournament`,
          shows: 'Live Clock Night',
        },
        // Leagues: an organizer's pages; a player sees the list (and is refused the rest).
        { route: 'leagues', viewers: signedInOnly, url: () => '/leagues', shows: /Leagues/ },
        { route: 'leagues/new', viewers: ['host'], url: () => '/leagues/new', shows: /League/ },
        {
          route: 'leagues/:leagueId',
          viewers: ['host'],
          url: () => `/leagues/${data.leagueId}`,
          shows: 'Thursday League',
        },
        {
          route: 'leagues/:leagueId/seasons/new',
          viewers: ['host'],
          url: () => `/leagues/${data.leagueId}/seasons/new`,
          shows: /Season/,
        },
        {
          route: 'seasons/:seasonId',
          viewers: ['host'],
          url: () => `/seasons/${data.seasonId}`,
          shows: 'Autumn',
        },
        {
          route: 'seasons/:seasonId/sandbox',
          viewers: ['host'],
          url: () => `/seasons/${data.seasonId}/sandbox`,
          shows: 'Formula sandbox',
        },
        {
          route: 'seasons/:seasonId/players/:playerKey',
          viewers: ['host'],
          url: () => `/seasons/${data.seasonId}/players/${data.playerKey}`,
          shows: /Autumn/,
        },
        {
          route: 'standings/:token',
          viewers: ['signed-out'],
          url: () => data.standingsPath,
          shows: 'Autumn standings',
        },
        // Templates are for organizers; a player gets the upgrade screen in their place.
        { route: 'templates', viewers: signedInOnly, url: () => '/templates', shows: /Template|Organizer/ },
        { route: 'templates/new', viewers: ['host'], url: () => '/templates/new', shows: /Template/ },
        {
          route: 'templates/:templateId/edit',
          viewers: ['host'],
          url: () => `/templates/${data.templateId}/edit`,
          shows: /Template/,
        },
        {
          route: 'templates/:templateId/create-game',
          viewers: ['host'],
          url: () => `/templates/${data.templateId}/create-game`,
          shows: 'Deep Stack Saturday',
        },
        // Recurring games: the same organizers; a player gets the upgrade screen in their place.
        { route: 'series', viewers: signedInOnly, url: () => '/series', shows: /Recurring Games|Organizer/ },
        {
          route: 'series/new',
          viewers: ['host'],
          url: () => `/series/new?templateId=${data.templateId}`,
          shows: 'Make Recurring',
        },
        {
          route: 'series/:seriesId',
          viewers: ['host'],
          url: () => `/series/${data.seriesId}`,
          shows: 'Upcoming games',
        },
      ];

      it('visits every route of the router', () => {
        expect([...new Set(visits.map((v) => v.route))].sort()).toEqual(routerPaths().sort());
      });

      /**
       * The page has what it asked for: no "Loading…" left. Not the network going idle: a live
       * screen keeps its socket's requests going, and that wait cost half a second a visit.
       */
      const loaded = (page: Page) =>
        page.getByText('Loading…', { exact: true }).first().waitFor({ state: 'detached', timeout: 15_000 });

      /** Opens the page at one width, waits for it to finish loading and answers what axe finds. */
      async function check(page: Page, visit: Visit, width: Width): Promise<string[]> {
        await page.setViewportSize(width);
        await page.goto(`${server.url}${visit.url()}`);
        await page.getByText(visit.shows).filter({ visible: true }).first().waitFor({ timeout: 15_000 });
        await loaded(page);
        const found: string[] = [];
        const record = async (where: string) => {
          const violations: AxeViolation[] = await runAxe(page);
          const failing = violations.filter(fails);
          if (failing.length) {
            found.push(...describeViolations(where, failing));
            await page.screenshot({
              path: path.join(resultsDir, screenshotName(`a11y ${where}`)),
              fullPage: true,
            });
          }
        };
        const where = `${page.url().replace(server.url, '')} at ${width.width} px`;
        await record(where);
        for (const step of visit.opens ?? []) {
          if ('tab' in step) {
            await page.getByRole('tab', { name: step.tab }).click();
            await loaded(page);
            await record(`${where}, tab ${step.tab}`);
          } else if ('dialog' in step) {
            await page.getByRole('button', { name: step.dialog }).filter({ visible: true }).first().click();
            await page.getByRole('dialog').waitFor();
            await loaded(page);
            await record(`${where}, dialog of ${step.dialog}`);
            await page.keyboard.press('Escape');
            await page.getByRole('dialog').waitFor({ state: 'detached' });
          } else if ('state' in step) {
            await step.reach(page);
            await loaded(page);
            await record(`${where}, ${step.state}`);
          } else {
            // Only the phone layout has the menu button; the desktop shows the sidebar all along.
            const open = page.getByRole('button', { name: 'Open menu' });
            if (!(await open.isVisible())) continue;
            await open.click();
            await page.locator('[aria-controls="app-sidebar"][aria-expanded="true"]').waitFor();
            await record(`${where}, menu open`);
            await page.keyboard.press('Escape');
            await open.waitFor();
          }
        }
        return found;
      }

      for (const visit of visits) {
        for (const viewer of options.viewers === 'first' ? visit.viewers.slice(0, 1) : visit.viewers) {
          it(`${visit.route} (${viewer})`, { timeout: 120_000 }, async () => {
            const page = pages.get(viewer)!;
            const found: string[] = [];
            for (const width of widths) found.push(...(await check(page, visit, width)));
            expect(found, found.join('\n\n')).toEqual([]);
          });
        }
      }
    },
  );
}

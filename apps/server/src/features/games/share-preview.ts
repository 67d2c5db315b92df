import type { FastifyInstance } from 'fastify';
import { localWhen } from '../../lib/local-time.ts';
import * as games from './games.repository.ts';
import { isShareToken, shareLinkUrl } from './share-link.ts';

const joinPath = /^\/games\/([0-9a-f-]{36})\/join$/i;

/** Text for an HTML attribute or element: everything that could close or open markup is escaped. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"'`]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' })[c]!,
  );

/**
 * The preview card of a live share link (docs/reach.md, link previews): the game's title, date (in
 * its host's time zone) and place (the location's name, never its address). Null for any other
 * page, an unknown token, a link the host turned off, or a game no longer open.
 */
export async function sharePreview(app: FastifyInstance, url: string) {
  const parsed = new URL(url, 'http://preview.invalid');
  const gameId = joinPath.exec(parsed.pathname)?.[1];
  const token = parsed.searchParams.get('invite') ?? undefined;
  if (!gameId || !token) return null;
  const row = await games.findGame(app.db, gameId.toLowerCase());
  if (!row || !isShareToken(row.game, token) || !row.game.shareLinkEnabled) return null;
  if (row.game.status !== 'scheduled') return null;
  const place = row.game.locationName;
  const when = localWhen(row.game.scheduledDate, row.hostTimeZone);
  return {
    title: row.game.name,
    description: place ? `${when} · ${place}` : when,
    url: shareLinkUrl(app.config.publicUrl, row.game),
  };
}

export type SharePreview = NonNullable<Awaited<ReturnType<typeof sharePreview>>>;

/** The generic site tags the preview replaces (index.html carries them for every other page). */
const replaced =
  /<meta\s+(?:property="og:(?:title|description|url|type)"|name="twitter:(?:card|title|description)")[^>]*>\s*/g;

/** index.html with the preview's tags in its head; every value escaped. */
export function withPreviewHead(html: string, preview: SharePreview) {
  const e = escapeHtml;
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${e(preview.title)}" />`,
    `<meta property="og:description" content="${e(preview.description)}" />`,
    `<meta property="og:url" content="${e(preview.url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${e(preview.title)}" />`,
    `<meta name="twitter:description" content="${e(preview.description)}" />`,
  ].join('\n    ');
  return html
    .replace(replaced, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${e(preview.title)} · PokerHome</title>`)
    .replace('</head>', `    ${tags}\n  </head>`);
}

/** For the web app's index.html: the join page of a live share link gets its preview card. */
export async function sharePreviewHead(app: FastifyInstance, url: string, html: string) {
  const preview = await sharePreview(app, url);
  return preview ? withPreviewHead(html, preview) : null;
}

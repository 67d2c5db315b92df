import {
  type CreateGameFromTemplateRequest,
  canUseTemplates,
  type Template,
  type TemplateInput,
  templateMessages,
} from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { settingsFromColumns, settingsToColumns } from '../../lib/game-settings.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import { createGame } from '../games/index.ts';
import * as repo from './templates.repository.ts';

/** Template pages are for organizers and admins (docs/templates-and-wizards.md); everyone else gets 403 and the upgrade screen. */
export function requireOrganizer(auth: AuthContext) {
  if (!canUseTemplates(auth.role)) throw forbidden(templateMessages.organizersOnly);
}

function columns(input: TemplateInput) {
  return {
    name: input.name,
    description: input.description,
    type: input.type,
    maxParticipants: input.maxParticipants,
    isPublic: input.isPublic,
    ...settingsToColumns(input.location, input.buyIn),
    blindStructure: input.type === 'tournament' ? (input.blindStructure ?? null) : null,
    rules: input.rules,
  };
}

function toTemplate(
  row: { template: repo.TemplateRow; ownerFirstName: string; ownerLastName: string },
  viewerId: string,
): Template {
  const t = row.template;
  const settings = settingsFromColumns(t);
  const { cashGameBlinds, ...buyIn } = settings.buyIn;
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    type: t.type,
    maxParticipants: t.maxParticipants,
    isPublic: t.isPublic,
    location: settings.location,
    buyIn: { ...buyIn, ...(cashGameBlinds ? { cashGameBlinds } : {}) },
    blindStructure: t.blindStructure ?? null,
    rules: t.rules,
    hostName: `${row.ownerFirstName} ${row.ownerLastName}`,
    ownerId: t.ownerId,
    isOwner: t.ownerId === viewerId,
    usageCount: t.usageCount,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

/** The owner sees their template; others only a public one; a private template of someone else does not exist. */
async function readable(app: FastifyInstance, auth: AuthContext, id: string) {
  const row = await repo.findTemplate(app.db, id);
  if (!row || (row.template.ownerId !== auth.userId && !row.template.isPublic))
    throw notFound(templateMessages.notFound);
  return row;
}

export async function listMine(app: FastifyInstance, auth: AuthContext) {
  requireOrganizer(auth);
  return (await repo.listOwned(app.db, auth.userId)).map((r) => toTemplate(r, auth.userId));
}

export async function listPublic(app: FastifyInstance, auth: AuthContext) {
  requireOrganizer(auth);
  return (await repo.listPublic(app.db, auth.userId)).map((r) => toTemplate(r, auth.userId));
}

export async function getTemplate(app: FastifyInstance, auth: AuthContext, id: string) {
  requireOrganizer(auth);
  return toTemplate(await readable(app, auth, id), auth.userId);
}

export async function createTemplate(app: FastifyInstance, auth: AuthContext, input: TemplateInput) {
  requireOrganizer(auth);
  const row = await repo.insertTemplate(app.db, { ...columns(input), ownerId: auth.userId });
  return getTemplate(app, auth, row.id);
}

export async function updateTemplate(
  app: FastifyInstance,
  auth: AuthContext,
  id: string,
  input: TemplateInput,
) {
  requireOrganizer(auth);
  const row = await repo.updateTemplate(app.db, id, auth.userId, columns(input));
  if (!row) throw notFound(templateMessages.notFound);
  return getTemplate(app, auth, id);
}

export async function deleteTemplate(app: FastifyInstance, auth: AuthContext, id: string) {
  requireOrganizer(auth);
  if (!(await repo.deleteTemplate(app.db, id, auth.userId))) throw notFound(templateMessages.notFound);
}

/** A scheduled game from the template; name and location can be overridden; usageCount goes up by one. */
export async function createGameFromTemplate(
  app: FastifyInstance,
  auth: AuthContext,
  id: string,
  body: CreateGameFromTemplateRequest,
) {
  const template = toTemplate(await readable(app, auth, id), auth.userId);
  requireOrganizer(auth);
  if (template.type === 'tournament' && !template.blindStructure)
    throw badRequest(templateMessages.completeRequired);
  const day = new Date(body.scheduledDate).toISOString().slice(0, 10);
  const game = await createGame(
    app,
    auth,
    {
      name: body.name ?? `${template.name} ${day}`.slice(0, 100),
      description: template.description,
      type: template.type,
      scheduledDate: body.scheduledDate,
      location: body.location ?? template.location,
      buyIn: template.buyIn,
      maxParticipants: template.maxParticipants,
      rules: template.rules,
      ...(template.blindStructure ? { blindStructure: template.blindStructure } : {}),
      status: 'scheduled',
    },
    { templateId: template.id },
  );
  await repo.countUse(app.db, template.id);
  return {
    id: game.id,
    name: game.name,
    scheduledDate: game.scheduledDate,
    location: { name: game.location.name },
  };
}

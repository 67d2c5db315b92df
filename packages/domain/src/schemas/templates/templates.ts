import { z } from 'zod';
import { gameMessages as m } from '../games/messages.ts';
import {
  blindStructureSchema,
  buyInSchema,
  gameDescriptionSchema,
  gameLimits,
  gameNameSchema,
  gameTypes,
  locationSchema,
  rulesSchema,
} from '../games/payload.ts';

export const templateMessages = {
  loadFailed: 'Failed to load templates. Please try again.',
  createFailed: 'Failed to create template. Please try again.',
  updateFailed: 'Failed to update template. Please try again.',
  created: 'Template created successfully!',
  updated: 'Template updated successfully!',
  loadOneFailed: 'Failed to load template',
  loadOneFailedText: 'The template could not be found or loaded.',
  notFound: 'Template not found',
  completeRequired: 'Please complete all required fields',
  organizersOnly: 'Templates are for League Organizers. Upgrade your role to create and use templates.',
  gameCreated: 'Game created successfully!',
} as const;

/** A reusable game without a date (docs/templates-and-wizards.md). */
export const templateInputSchema = z
  .object({
    name: gameNameSchema,
    description: gameDescriptionSchema.default(''),
    type: z.enum(gameTypes, { error: m.typeRequired }),
    maxParticipants: z
      .number({ error: m.minParticipants })
      .int(m.minParticipants)
      .min(gameLimits.minParticipants, m.minParticipants)
      .max(gameLimits.absoluteMaxParticipants, m.maxParticipants(gameLimits.absoluteMaxParticipants)),
    isPublic: z.boolean().default(false),
    location: locationSchema,
    buyIn: buyInSchema,
    blindStructure: blindStructureSchema.optional(),
    rules: rulesSchema.default([]),
  })
  .refine((v) => v.type !== 'tournament' || v.blindStructure !== undefined, {
    message: 'Tournament structure is required for tournaments',
    path: ['blindStructure'],
  });
export type TemplateInput = z.infer<typeof templateInputSchema>;
export type TemplateForm = z.input<typeof templateInputSchema>;

export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(gameTypes),
  maxParticipants: z.number().int(),
  isPublic: z.boolean(),
  location: z.object({ name: z.string(), address: z.string(), notes: z.string() }),
  buyIn: buyInSchema,
  blindStructure: blindStructureSchema.nullable(),
  rules: z.array(z.string()),
  hostName: z.string(),
  ownerId: z.string(),
  isOwner: z.boolean(),
  usageCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Template = z.infer<typeof templateSchema>;
export const templateResponseSchema = z.object({ template: templateSchema });
export const templatesResponseSchema = z.object({ templates: z.array(templateSchema) });

/** `POST /templates/{id}/create-game` (docs/templates-and-wizards.md). */
export const createGameFromTemplateRequestSchema = z.object({
  scheduledDate: z.iso.datetime({ offset: true, error: 'Scheduled date is required' }),
  name: z
    .string()
    .trim()
    .min(1, m.nameRequired)
    .min(gameLimits.nameMin, m.nameTooShort)
    .max(gameLimits.nameMax, m.nameTooLong)
    .optional(),
  location: locationSchema.optional(),
});
export type CreateGameFromTemplateRequest = z.infer<typeof createGameFromTemplateRequestSchema>;
export const createdGameResponseSchema = z.object({
  game: z.object({
    id: z.string(),
    name: z.string(),
    scheduledDate: z.string(),
    location: z.object({ name: z.string() }),
  }),
});

import { z } from 'zod';
import { apiSuccessSchema } from '../schemas/api.ts';
import { messageResponseSchema } from '../schemas/auth/index.ts';
import {
  createdGameResponseSchema,
  createGameFromTemplateRequestSchema,
  quickLocationInputSchema,
  quickLocationResponseSchema,
  quickLocationsResponseSchema,
  reorderQuickLocationsRequestSchema,
  templateInputSchema,
  templateResponseSchema,
  templatesResponseSchema,
} from '../schemas/templates/index.ts';
import { defineEndpoint } from './define-endpoint.ts';

const tags = ['templates'];
const params = z.object({ id: z.uuid({ error: 'Template not found' }) });
const templateResponse = { 200: apiSuccessSchema(templateResponseSchema) };
const deleted = { 200: apiSuccessSchema(messageResponseSchema) };

/** Game templates (docs/templates.md). */
export const templatesContract = {
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/templates',
    tags,
    responses: { 200: apiSuccessSchema(templatesResponseSchema) },
  }),
  public: defineEndpoint({
    method: 'GET',
    path: '/api/templates/public',
    tags,
    responses: { 200: apiSuccessSchema(templatesResponseSchema) },
  }),
  read: defineEndpoint({
    method: 'GET',
    path: '/api/templates/:id',
    tags,
    params,
    responses: templateResponse,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/templates',
    tags,
    body: templateInputSchema,
    responses: { 201: apiSuccessSchema(templateResponseSchema) },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/templates/:id',
    tags,
    params,
    body: templateInputSchema,
    responses: templateResponse,
  }),
  remove: defineEndpoint({ method: 'DELETE', path: '/api/templates/:id', tags, params, responses: deleted }),
  createGame: defineEndpoint({
    method: 'POST',
    path: '/api/templates/:id/create-game',
    tags,
    params,
    body: createGameFromTemplateRequestSchema,
    responses: { 201: apiSuccessSchema(createdGameResponseSchema) },
  }),
};

const locationTags = ['quick locations'];
const locationParams = z.object({ id: z.uuid({ error: 'Quick location not found' }) });
const listResponse = { 200: apiSuccessSchema(quickLocationsResponseSchema) };

/** The saved places a host picks in the game wizard (docs/architecture.md, the worked example). */
export const quickLocationsContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/users/quick-locations',
    tags: locationTags,
    responses: listResponse,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/users/quick-locations',
    tags: locationTags,
    body: quickLocationInputSchema,
    responses: { 201: apiSuccessSchema(quickLocationResponseSchema) },
  }),
  /** Registered before `/:id` so "reorder" is never read as an id. */
  reorder: defineEndpoint({
    method: 'PUT',
    path: '/api/users/quick-locations/reorder',
    tags: locationTags,
    body: reorderQuickLocationsRequestSchema,
    responses: listResponse,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/users/quick-locations/:id',
    tags: locationTags,
    params: locationParams,
    body: quickLocationInputSchema,
    responses: { 200: apiSuccessSchema(quickLocationResponseSchema) },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/users/quick-locations/:id',
    tags: locationTags,
    params: locationParams,
    responses: deleted,
  }),
};

import { messageResponseSchema } from '../schemas/auth/index.ts';
import {
  createdGameResponseSchema,
  createGameFromTemplateRequestSchema,
  quickLocationInputSchema,
  quickLocationMessages,
  quickLocationResponseSchema,
  quickLocationsResponseSchema,
  reorderQuickLocationsRequestSchema,
  templateInputSchema,
  templateMessages,
  templateResponseSchema,
  templatesResponseSchema,
} from '../schemas/templates/index.ts';
import { endpointGroup } from './endpoint-group.ts';

const templates = endpointGroup('templates');
const template = templates.byId(templateMessages.notFound);

/** Game templates (docs/templates.md). */
export const templatesContract = {
  mine: templates.get('/api/templates', templatesResponseSchema),
  public: templates.get('/api/templates/public', templatesResponseSchema),
  read: template.get('/api/templates/:id', templateResponseSchema),
  create: templates.created('/api/templates', templateResponseSchema, { body: templateInputSchema }),
  update: template.put('/api/templates/:id', templateResponseSchema, { body: templateInputSchema }),
  remove: template.delete('/api/templates/:id', messageResponseSchema),
  createGame: template.created('/api/templates/:id/create-game', createdGameResponseSchema, {
    body: createGameFromTemplateRequestSchema,
  }),
};

const locations = endpointGroup('quick locations');
const quickLocation = locations.byId(quickLocationMessages.notFound);

/** The saved places a host picks in the game wizard (docs/architecture.md, the worked example). */
export const quickLocationsContract = {
  list: locations.get('/api/users/quick-locations', quickLocationsResponseSchema),
  add: locations.created('/api/users/quick-locations', quickLocationResponseSchema, {
    body: quickLocationInputSchema,
  }),
  /** Registered before `/:id` so "reorder" is never read as an id. */
  reorder: locations.put('/api/users/quick-locations/reorder', quickLocationsResponseSchema, {
    body: reorderQuickLocationsRequestSchema,
  }),
  update: quickLocation.put('/api/users/quick-locations/:id', quickLocationResponseSchema, {
    body: quickLocationInputSchema,
  }),
  remove: quickLocation.delete('/api/users/quick-locations/:id', messageResponseSchema),
};

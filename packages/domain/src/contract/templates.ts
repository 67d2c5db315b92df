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
import { gameRules } from './games.ts';

const templates = endpointGroup('templates');
const template = templates.byId(templateMessages.notFound);
/** Templates are for organizers and admins (docs/templates-and-wizards.md). */
const organizersOnly = [['FORBIDDEN', templateMessages.organizersOnly]] as const;

/** Game templates (docs/templates.md). */
export const templatesContract = {
  mine: templates.get('/api/templates', templatesResponseSchema, { refuses: organizersOnly }),
  public: templates.get('/api/templates/public', templatesResponseSchema, { refuses: organizersOnly }),
  read: template.get('/api/templates/:id', templateResponseSchema, { refuses: organizersOnly }),
  create: templates.created('/api/templates', templateResponseSchema, {
    body: templateInputSchema,
    refuses: organizersOnly,
  }),
  update: template.put('/api/templates/:id', templateResponseSchema, {
    body: templateInputSchema,
    refuses: organizersOnly,
  }),
  remove: template.delete('/api/templates/:id', messageResponseSchema, { refuses: organizersOnly }),
  createGame: template.created('/api/templates/:id/create-game', createdGameResponseSchema, {
    body: createGameFromTemplateRequestSchema,
    refuses: [
      ...organizersOnly,
      [
        'VALIDATION_FAILED',
        `${templateMessages.completeRequired} (a tournament template without its blind structure)`,
      ],
      ...gameRules,
    ],
  }),
};

const locations = endpointGroup('quick locations');
const quickLocation = locations.byId(quickLocationMessages.notFound);

/** The saved places a host picks in the game wizard (docs/architecture.md, the worked example). */
export const quickLocationsContract = {
  list: locations.get('/api/users/quick-locations', quickLocationsResponseSchema),
  add: locations.created('/api/users/quick-locations', quickLocationResponseSchema, {
    body: quickLocationInputSchema,
    refuses: [['CONFLICT', quickLocationMessages.tooMany]],
  }),
  /** Registered before `/:id` so "reorder" is never read as an id. */
  reorder: locations.put('/api/users/quick-locations/reorder', quickLocationsResponseSchema, {
    body: reorderQuickLocationsRequestSchema,
    refuses: [['VALIDATION_FAILED', quickLocationMessages.reorderMismatch]],
  }),
  update: quickLocation.put('/api/users/quick-locations/:id', quickLocationResponseSchema, {
    body: quickLocationInputSchema,
  }),
  remove: quickLocation.delete('/api/users/quick-locations/:id', messageResponseSchema),
};

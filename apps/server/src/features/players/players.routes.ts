import { contract } from '@pokerhome/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint.ts';
import { readScopes } from '../../lib/read-cache/scopes.ts';
import { created, ok } from '../../lib/reply.ts';
import { requireSignIn } from '../../plugins/authenticate.ts';
import * as contacts from './contacts.service.ts';
import * as invitations from './invitations.service.ts';
import { searchUsers } from './user-search.service.ts';

const endpoints = contract.players;
const inviteLimit = { config: { rateLimit: { max: 30, timeWindow: 60 * 60_000 } } };

export const playersRoutes: FastifyPluginAsyncZod = async (app) => {
  requireSignIn(app);

  // Remembered per reader and checked against the change log (docs/read-cache.md): a result's games
  // played change with that person's seats, and a search by address with every new account.
  registerEndpoint(app, endpoints.searchUsers, async (request, reply) =>
    app.readCache.answer(request, reply, {
      scopes: [readScopes.accounts],
      load: async () => ok({ users: await searchUsers(app, request.auth!, request.query.q) }),
      scopesOf: ({ data }) => data.users.map((user) => readScopes.user(user.id)),
    }),
  );
  registerEndpoint(app, endpoints.invite, inviteLimit, async (request, reply) =>
    created(reply, { invitation: await invitations.invite(app, request.auth!, request.body) }),
  );
  registerEndpoint(app, endpoints.invitations, async (request) =>
    ok({ invitations: await invitations.listInvitations(app, request.auth!) }),
  );
  registerEndpoint(app, endpoints.cancelInvitation, async (request) =>
    ok({ invitation: await invitations.cancel(app, request.auth!, request.params.id) }),
  );
  registerEndpoint(app, endpoints.resendInvitation, inviteLimit, async (request) =>
    ok({ invitation: await invitations.resend(app, request.auth!, request.params.id) }),
  );

  // A contact's figures come from all their games, so each contact's scope counts too.
  registerEndpoint(app, endpoints.contacts, async (request, reply) =>
    app.readCache.answer(request, reply, {
      scopes: [],
      load: async () => ok({ contacts: await contacts.listContacts(app, request.auth!) }),
      scopesOf: ({ data }) => data.contacts.map((contact) => readScopes.user(contact.contactId)),
    }),
  );
  registerEndpoint(app, endpoints.addContact, async (request, reply) =>
    created(reply, { contact: await contacts.addContact(app, request.auth!, request.body) }),
  );
  registerEndpoint(app, endpoints.updateContact, async (request) =>
    ok({ contact: await contacts.updateContact(app, request.auth!, request.params.id, request.body) }),
  );
  registerEndpoint(app, endpoints.removeContact, async (request) => {
    await contacts.removeContact(app, request.auth!, request.params.id);
    return ok({ id: request.params.id });
  });
  registerEndpoint(app, endpoints.participation, async (request) =>
    ok(await contacts.participationOf(app, request.auth!)),
  );
};

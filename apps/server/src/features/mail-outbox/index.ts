export { mailOutboxRoutes } from './mail-outbox.routes.ts';
export { type OutboxMessage, readOutbox } from './mail-outbox.service.ts';

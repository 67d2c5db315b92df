export { mailOutboxRoutes } from './mail-outbox.routes.ts';

export { siteRoutes } from './site.routes.ts';

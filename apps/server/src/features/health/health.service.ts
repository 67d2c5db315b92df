import type { HealthResponse } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';

export async function readHealth(
  app: FastifyInstance,
  meta: { version: string; environment: string },
): Promise<HealthResponse> {
  const services = await app.health.run();
  const allHealthy = Object.values(services).every((s) => s.status === 'healthy');
  return {
    status: allHealthy ? 'healthy' : 'degraded',
    services,
    timestamp: new Date().toISOString(),
    version: meta.version,
    environment: meta.environment,
  };
}

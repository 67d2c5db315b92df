import { type HealthResponse, type HealthServiceName, healthServiceNames } from '@pokerhome/domain';

export type OverallStatus = 'checking' | 'operational' | 'degraded' | 'outage';
export type ServiceState = 'checking' | 'operational' | 'unhealthy' | 'error';

export type ServiceRow = {
  key: HealthServiceName | 'webApp';
  name: string;
  state: ServiceState;
  responseTimeMs?: number;
  message?: string;
};

const serviceNames: Record<HealthServiceName, string> = {
  database: 'Database',
  authentication: 'Authentication',
  gameManagement: 'Game Management',
  tournamentManagement: 'Tournament Management',
};

/** The page that shows this status was delivered and runs, so the web app is operational by definition. */
const webAppRow: ServiceRow = { key: 'webApp', name: 'Web App', state: 'operational' };

/**
 * Overall: operational when every service is healthy, degraded when any is not, outage when the
 * health check itself fails (then every service is shown in error;).
 */
export function overallStatus(health: HealthResponse | undefined, failed: boolean): OverallStatus {
  if (failed) return 'outage';
  if (!health) return 'checking';
  const allHealthy = healthServiceNames.every((name) => health.services[name]?.status === 'healthy');
  return allHealthy ? 'operational' : 'degraded';
}

export function serviceRows(health: HealthResponse | undefined, failed: boolean): ServiceRow[] {
  const rows = healthServiceNames.map((key): ServiceRow => {
    const name = serviceNames[key];
    if (failed) return { key, name, state: 'error', message: 'Status unavailable' };
    if (!health) return { key, name, state: 'checking' };
    const service = health.services[key];
    if (!service) return { key, name, state: 'error', message: 'Not reported by the server' };
    return {
      key,
      name,
      state: service.status === 'healthy' ? 'operational' : 'unhealthy',
      responseTimeMs: service.responseTimeMs,
      message: service.message,
    };
  });
  return [webAppRow, ...rows];
}

import type { HealthResponse } from '@pokerhome/domain';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiHandler, fail, mockApi, ok } from '@/test/api-mock.ts';
import { renderApp } from '@/test/render-app.tsx';

const healthy = { status: 'healthy', responseTimeMs: 3 } as const;

function health(overrides: Partial<HealthResponse['services']> = {}): HealthResponse {
  const services = {
    database: healthy,
    authentication: healthy,
    gameManagement: healthy,
    tournamentManagement: healthy,
    ...overrides,
  };
  const allHealthy = Object.values(services).every((s) => s?.status === 'healthy');
  return {
    status: allHealthy ? 'healthy' : 'degraded',
    services: services as HealthResponse['services'],
    timestamp: '2025-08-29T12:00:00.000Z',
    version: '1.4.2',
    environment: 'production',
  };
}

function serve(handler: ApiHandler) {
  return mockApi({ 'GET /api/health': handler });
}

function row(key: string) {
  return within(screen.getByTestId(`service-${key}`));
}

async function overall() {
  return (await screen.findByRole('heading', { name: /^Overall status:/ })).textContent;
}

afterEach(() => vi.useRealTimers());

describe('status page', () => {
  it('is Operational when every service is healthy, and shows version and environment', async () => {
    serve(() => ok(health()));
    renderApp('/status');
    expect(await overall()).toBe('Overall status: Operational');
    for (const key of ['webApp', 'database', 'authentication', 'gameManagement', 'tournamentManagement']) {
      row(key).getByText('Operational');
    }
    row('database').getByText('Database');
    row('gameManagement').getByText('Game Management');
    screen.getByText('1.4.2');
    screen.getByText('production');
    screen.getByText(new Date('2025-08-29T12:00:00.000Z').toLocaleString());
  });

  it('is Degraded when any service is unhealthy, naming the problem', async () => {
    serve(() =>
      ok(
        health({
          authentication: { status: 'unhealthy', responseTimeMs: 3000, message: 'timed out' },
        }),
      ),
    );
    renderApp('/status');
    expect(await overall()).toBe('Overall status: Degraded');
    row('authentication').getByText('Unhealthy');
    row('authentication').getByText('timed out');
    row('database').getByText('Operational');
  });

  it('is an Outage when the check fails: every service in error, the web app still operational', async () => {
    mockApi({});
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderApp('/status');
    expect(await overall()).toBe('Overall status: Outage');
    row('webApp').getByText('Operational');
    for (const key of ['database', 'authentication', 'gameManagement', 'tournamentManagement']) {
      row(key).getByText('Error');
    }
    screen.getByText(
      'Health check failed: Network connection failed. Please check your internet connection and try again.',
    );
  });

  it('refreshes on the Refresh button and every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: HealthResponse | null = health();
    const api = serve(() => (answer ? ok(answer) : fail(503, 'The service is shutting down')));
    renderApp('/status');
    expect(await overall()).toBe('Overall status: Operational');

    answer = health({ database: { status: 'unhealthy', responseTimeMs: 1, message: 'connection refused' } });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByText('Overall status: Degraded');
    const afterButton = api.calls.length;

    answer = null;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(api.calls.length).toBe(afterButton + 1);
    await screen.findByText('Overall status: Outage');
    screen.getByText('Health check failed: The service is shutting down');
  });
});

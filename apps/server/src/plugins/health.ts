import type { HealthServiceName, ServiceHealth } from '@pokerhome/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type HealthCheck = () => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    health: {
      register(name: HealthServiceName, check: HealthCheck): void;
      run(): Promise<Record<string, ServiceHealth>>;
    };
  }
}

const checkTimeoutMs = 3_000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A registry of real checks: each feature registers the probe that proves it can serve
 * (a database round trip, its tables readable, its scheduler alive). A service nobody registered
 * is reported unhealthy rather than pretended healthy.
 */
export const healthPlugin = fp(
  async (app: FastifyInstance, opts: { services: readonly HealthServiceName[] }) => {
    const checks = new Map<HealthServiceName, HealthCheck>();
    // Callers that arrive while a round of probes is running share its report: under a load
    // balancer's polling (or a burst) the checks run once at a time instead of once per request.
    let running: Promise<Record<string, ServiceHealth>> | undefined;
    const runChecks = async () => {
      const entries = await Promise.all(
        opts.services.map(async (name) => [name, await probe(checks.get(name))] as const),
      );
      return Object.fromEntries(entries);
    };
    app.decorate('health', {
      register(name, check) {
        checks.set(name, check);
      },
      run() {
        // The round starts on the event loop's next turn, so requests already waiting to be read join
        // it rather than each running its own (a round can otherwise end before they are parsed: so
        // it did while PGlite ran each statement on this thread, before decision 0043).
        running ??= nextTurn()
          .then(runChecks)
          .finally(() => {
            running = undefined;
          });
        return running;
      },
    });
  },
);

async function probe(check: HealthCheck | undefined): Promise<ServiceHealth> {
  const started = performance.now();
  const elapsed = () => Math.round((performance.now() - started) * 10) / 10;
  if (!check) return { status: 'unhealthy', responseTimeMs: 0, message: 'Not available in this version' };
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), checkTimeoutMs);
      }),
    ]);
    return { status: 'healthy', responseTimeMs: elapsed() };
  } catch (error) {
    return {
      status: 'unhealthy',
      responseTimeMs: elapsed(),
      message: (error as Error).message.slice(0, 200),
    };
  } finally {
    clearTimeout(timer);
  }
}

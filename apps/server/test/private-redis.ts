import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

/** Whether a redis-server binary is installed (the fault tests start their own, never the shared one). */
export const redisServerAvailable = spawnSync('redis-server', ['--version']).status === 0;

async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A private, throw-away Redis (no persistence) that a test can stop and start again on the same
 * port, to play Redis going away and coming back.
 */
export async function privateRedis() {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise<void>((resolve, reject) => {
      let out = '';
      child!.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Ready to accept connections')) resolve();
      });
      child!.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out}`)));
    });
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}

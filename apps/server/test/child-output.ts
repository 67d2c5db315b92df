import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/**
 * What a child process (spawned with piped stdout and stderr) writes, collected as it comes:
 * `output()` so far, and `exited` with its exit code and everything it wrote.
 */
export function outputOf(child: ChildProcess) {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = once(child, 'exit').then(([code]) => ({ code: code as number | null, stdout, stderr }));
  return { exited, output: () => stdout };
}

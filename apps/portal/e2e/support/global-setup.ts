import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
/* GAIA_PORTAL_DIST serves another build (e.g. `vite build --outDir dist-x`) so builds can run side by side. */
const portalDist = path.resolve(here, '../..', process.env.GAIA_PORTAL_DIST ?? 'dist');

/**
 * Starts the sandbox (serving the built portal next to the API) on a free port, exposes its URL to
 * the specs as GAIA_BASE_URL, and returns the teardown that stops it.
 */
export default async function globalSetup() {
  const child = spawn(
    process.execPath,
    ['--conditions=@gaia/source', '--import', 'tsx', 'packages/sandbox/src/node/cli.ts', '--port', '0', '--static', portalDist],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/running at (http:\/\/[^\s/]+)/);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}: ${output}`)));
    setTimeout(() => reject(new Error(`sandbox did not start: ${output}`)), 30_000);
  });
  process.env.GAIA_BASE_URL = url;
  return async () => {
    child.kill('SIGTERM');
  };
}

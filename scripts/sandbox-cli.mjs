// Runs the sandbox CLI from source (no build needed): node scripts/sandbox-cli.mjs [--port N] [--static DIR]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const child = spawn(
  process.execPath,
  ['--conditions=@gaia/source', '--import', 'tsx', path.join(root, 'packages/sandbox/src/node/cli.ts'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));

// Development: the sandbox on 127.0.0.1:4010 and the portal's Vite dev server proxying to it.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['scripts/sandbox-cli.mjs', '--port', '4010'], { stdio: 'inherit' }),
  spawn('pnpm', ['--filter', '@gaia/portal', 'dev'], { stdio: 'inherit', shell: process.platform === 'win32' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', stop));

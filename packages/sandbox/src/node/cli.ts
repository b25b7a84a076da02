import { parseArgs } from 'node:util';
import { demoCorporate, demoIndividual } from '../store/seed';
import { startSandboxServer } from './index';

/** `gaia-sandbox [--port 4010] [--host 127.0.0.1] [--static apps/portal/dist]` */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    static: { type: 'string' },
  },
});

const running = await startSandboxServer({
  port: Number(values.port),
  hostname: values.host,
  staticDir: values.static,
});

console.log(`\nGAIA ${values.static ? 'portal and sandbox' : 'sandbox'} running at ${running.url}${values.static ? '/signIn' : ''}`);
console.log(`  Individual: ${demoIndividual.account} (or ${demoIndividual.email}) / ${demoIndividual.password}`);
console.log(`  Corporate:  ${demoCorporate.account}, representative ${demoCorporate.representativeIdNbr} / ${demoCorporate.password}`);
console.log('Press Ctrl+C to stop.\n');

const stop = () => void running.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

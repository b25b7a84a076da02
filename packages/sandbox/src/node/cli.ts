import { parseArgs } from 'node:util';
import { demoAccounts, demoCorporate, demoIndividual } from '../store/seed';
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

console.log(
  `\nGAIA ${values.static ? 'portal and sandbox' : 'sandbox'} running at ${running.url}${values.static ? '/signIn' : ''}`,
);
console.log(
  `  Individual: ${demoIndividual.account} (or ${demoIndividual.email}) / ${demoIndividual.password}`,
);
console.log(
  `  Corporate:  ${demoCorporate.account}, representative ${demoCorporate.representativeIdNbr} / ${demoCorporate.password}`,
);
console.log(
  `  No face:    ${demoAccounts.noFace.account} / ${demoAccounts.noFace.password}; corporate ${demoAccounts.corporateNoFace.account}, ${demoAccounts.corporateNoFace.representativeIdNbr} / ${demoAccounts.corporateNoFace.password}`,
);
console.log(`  Code only:  ${demoAccounts.codeOnly.account} (no password; sign in with a code)`);
console.log(
  `  Sign-up:    ${demoAccounts.unregisteredMobile} (free), ${demoAccounts.otherOperatorMobile} (another operator: 40917126)`,
);
console.log(
  `  Face:       every photo matches; POST ${running.url}/__sandbox/settings {"faceComparison":"noMatch"|"notCaptured"} (as JSON) to try the failures`,
);
console.log(`  Codes:      ${running.url}/__sandbox/inbox.html`);
console.log('Press Ctrl+C to stop.\n');

const stop = () => void running.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

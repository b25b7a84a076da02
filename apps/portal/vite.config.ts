import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The portal consumes the workspace packages from source (the "@gaia/source" export condition), so
 * no package build is needed to run or build it. In development, operator calls go to the sandbox
 * (or GAIA_BACKEND) through the dev-server proxy.
 */
const backend = process.env.GAIA_BACKEND ?? 'http://127.0.0.1:4010';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@gaia/source', ...defaultClientConditions] },
  server: {
    proxy: Object.fromEntries(['/ecare', '/uc', '/i18n', '/kb', '/__sandbox'].map((p) => [p, { target: backend, changeOrigin: true }])),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // What every page runs ships as few files: one request and one compression context each
        // instead of many small ones. Vendor: React, the router, i18next, styled-components and the
        // icon runtime. Core: the kit and rules the shell and the sign-in screen paint with, and the
        // small app modules of that first paint (each on its own would cost a request and its overhead).
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/]\.pnpm[\\/](?:(?:react|react-dom|scheduler|react-router|i18next|styled-components|stylis|@emotion\+[a-z-]+|shallowequal|tslib)@|lucide-react@[^\\/]+[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?:Icon|shared|defaultAttributes|context))/ },
            { name: 'core', test: /(?:apps[\\/]portal[\\/]src[\\/](?:layout[\\/]PartyLinks|app[\\/](?:rememberedLogin|apiErrors|lazyWithMessages|i18n|portalConfig|HeaderSlot)|features[\\/](?:signIn[\\/](?:RouterAnchor|SignInPage\.styles|submitInPlace)|account[\\/]headerClaim))\.)|packages[\\/](?:ui[\\/]src[\\/](?:provider[\\/](?:GaiaCoreProvider|GaiaContext|GaiaProvider\.styles)|tokens[\\/]|internal[\\/](?:useControllableValue|mergeRefs)|Button[\\/]|TextField[\\/]TextField(?:\.styles)?\.|PasswordField[\\/]|FieldError[\\/]|Link[\\/]|Toast[\\/](?:Toast|useToast)\.)|domain[\\/]src[\\/](?:config[\\/](?:portalConfig|configCodes)|storage[\\/](?:keys|signInMemory)|i18n[\\/](?:locale|types|loadCatalogue|en[\\/](?:firstPaint|common|profile|signIn|portalSignIn))|validation[\\/](?:normalise|signIn|rules)|flows[\\/]signIn[\\/]routes)\.)/ },
          ],
        },
      },
    },
  },
});

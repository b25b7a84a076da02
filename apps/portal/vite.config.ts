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
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: false, manifest: true },
});

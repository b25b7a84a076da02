import { defineConfig, defaultClientConditions, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoadGroups } from './build/firstLoadChunks';

/**
 * The portal consumes the workspace packages from source (the "@gaia/source" export condition), so
 * no package build is needed to run or build it. In development, operator calls go to the sandbox
 * (or GAIA_BACKEND) through the dev-server proxy.
 */
const portal = path.dirname(fileURLToPath(import.meta.url));
const backend = process.env.GAIA_BACKEND ?? 'http://127.0.0.1:4010';

const pageLayout = (id: string) => /[\\/]src[\\/]layout[\\/]page[\\/]/.test(id);

/** What both the build and its first-load analysis (build/firstLoadChunks.ts) use. */
const shared = (): UserConfig => ({
  plugins: [react()],
  resolve: { conditions: ['@gaia/source', ...defaultClientConditions] },
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: false },
});

export default defineConfig(async ({ command, isSsrBuild }) => {
  const base = shared();
  return {
    ...base,
    server: {
      proxy: Object.fromEntries(['/ecare', '/uc', '/i18n', '/kb', '/__sandbox'].map((p) => [p, { target: backend, changeOrigin: true }])),
    },
    build: {
      ...base.build,
      manifest: true,
      rolldownOptions: {
        output: {
          // What every page runs ships as few files: one request and one compression context each
          // instead of many small ones. vendor: the third-party modules the entry loads statically;
          // core: the workspace modules the shell and the sign-in screen's first paint load
          // statically. Both derived from the module graph after tree-shaking (ADR 0007).
          codeSplitting:
            command === 'build' && !isSsrBuild
              ? {
                  groups: [
                    // The page-layout fragments every screen composes (a few hundred bytes each) as one
                    // file, not one request and one gzip header per fragment.
                    { name: 'page-layout', priority: 0, test: pageLayout },
                    ...(await firstLoadGroups({ ...shared(), root: portal }, path.join(portal, 'src/features/signIn/SignInPage.tsx'), [
                      { name: 'startup', leave: pageLayout, modules: ['src/app/queries/config.ts', 'src/app/queryClient.ts'].map((m) => path.join(portal, m)) },
                      { name: 'signed-in', leave: pageLayout, keepApart: true, modules: ['src/layout/SignedInArea.tsx', 'src/features/profile/MyProfilePage.tsx', 'src/features/account/HeaderAccount.tsx'].map((m) => path.join(portal, m)) },
                      { name: 'shop-catalogue', leave: pageLayout, keepApart: true, modules: ['src/features/shop/catalogue/ProductListPage.tsx', 'src/features/shop/catalogue/ShopHomePage.tsx', 'src/features/shop/catalogue/ProductDetailPage.tsx'].map((m) => path.join(portal, m)) },
                    ], [path.join(portal, 'src/features/signIn/PasswordLoginForm.tsx')])),
                  ],
                }
              : undefined,
        },
      },
    },
  };
});

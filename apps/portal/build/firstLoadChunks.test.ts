import { describe, expect, it } from 'vitest';
import { COMMON, SHARED, groupsOf, planFirstLoad, type BuiltChunk } from './firstLoadChunks';

const app = '/repo/apps/portal/src';
const nm = '/repo/node_modules/.pnpm';
const landing = `${app}/features/signIn/SignInPage.tsx`;

/**
 * A build without groups, shaped like the portal's: the entry loads the shell statically, the
 * router loads the sign-in page and the profile page with import(); the sign-in page loads a chunk
 * it shares with the forgot-password page statically, and a dialog with import().
 */
const chunks: BuiltChunk[] = [
  {
    fileName: 'index.js',
    isEntry: true,
    facadeModuleId: `${app}/main.tsx`,
    imports: ['shared-shell.js', 'rolldown-runtime.js'],
    moduleIds: [`${app}/main.tsx`, `${app}/app/App.tsx`, '\0vite/modulepreload-polyfill.js'],
  },
  { fileName: 'rolldown-runtime.js', isEntry: false, facadeModuleId: null, imports: [], moduleIds: ['rolldown:runtime'] },
  {
    fileName: 'shared-shell.js',
    isEntry: false,
    facadeModuleId: null,
    imports: [],
    moduleIds: [`${nm}/react@19/node_modules/react/index.js`, '/repo/packages/ui/src/Button/Button.tsx', '/repo/packages/domain/src/kernel/config/portalConfig.ts'],
  },
  {
    fileName: 'SignInPage.js',
    isEntry: false,
    facadeModuleId: landing,
    imports: ['shared-signIn.js', 'shared-shell.js'],
    moduleIds: [landing, `${app}/features/signIn/PasswordLoginForm.tsx`],
  },
  {
    fileName: 'shared-signIn.js',
    isEntry: false,
    facadeModuleId: null,
    imports: [],
    moduleIds: ['/repo/packages/ui/src/PasswordField/PasswordField.tsx', `${nm}/@react-aria+focus@3/node_modules/@react-aria/focus/dist/FocusRing.mjs`],
  },
  { fileName: 'ForgotPasswordPage.js', isEntry: false, facadeModuleId: `${app}/features/forgot/ForgotPasswordPage.tsx`, imports: ['shared-signIn.js'], moduleIds: [`${app}/features/forgot/ForgotPasswordPage.tsx`] },
  {
    fileName: 'Modal.js',
    isEntry: false,
    facadeModuleId: '/repo/packages/ui/src/Modal/Modal.tsx',
    imports: ['shared-shell.js'],
    moduleIds: ['/repo/packages/ui/src/Modal/Modal.tsx', `${nm}/@react-aria+overlays@3/node_modules/@react-aria/overlays/dist/useModalOverlay.mjs`],
  },
  { fileName: 'MyProfilePage.js', isEntry: false, facadeModuleId: `${app}/features/profile/MyProfilePage.tsx`, imports: ['Modal.js'], moduleIds: [`${app}/features/profile/MyProfilePage.tsx`] },
];

describe('planFirstLoad', () => {
  const plan = planFirstLoad(chunks, landing);

  it('puts the third-party modules the entry loads statically in vendor', () => {
    expect(plan.get(`${nm}/react@19/node_modules/react/index.js`)).toBe('vendor');
  });

  it("puts the shell's workspace modules in core, the entry module itself excepted", () => {
    expect(plan.get(`${app}/app/App.tsx`)).toBe('core');
    expect(plan.get('/repo/packages/ui/src/Button/Button.tsx')).toBe('core');
    expect(plan.get('/repo/packages/domain/src/kernel/config/portalConfig.ts')).toBe('core');
    expect(plan.has(`${app}/main.tsx`)).toBe(false);
  });

  it("adds the workspace modules of the landing screen's first paint to core, the route module itself excepted", () => {
    expect(plan.get(`${app}/features/signIn/PasswordLoginForm.tsx`)).toBe('core');
    expect(plan.get('/repo/packages/ui/src/PasswordField/PasswordField.tsx')).toBe('core');
    expect(plan.has(landing)).toBe(false);
  });

  it('leaves a third-party module only the landing screen needs out of vendor', () => {
    expect(plan.has(`${nm}/@react-aria+focus@3/node_modules/@react-aria/focus/dist/FocusRing.mjs`)).toBe(false);
  });

  it('leaves out what loads through import() and the bundler’s own modules', () => {
    for (const id of [
      `${app}/features/profile/MyProfilePage.tsx`,
      `${app}/features/forgot/ForgotPasswordPage.tsx`,
      '/repo/packages/ui/src/Modal/Modal.tsx',
      `${nm}/@react-aria+overlays@3/node_modules/@react-aria/overlays/dist/useModalOverlay.mjs`,
      'rolldown:runtime',
      '\0vite/modulepreload-polyfill.js',
    ]) {
      expect(plan.has(id), id).toBe(false);
    }
  });

  it('plans nothing without an entry, and only the shell without the landing route', () => {
    expect(planFirstLoad(chunks.filter((c) => !c.isEntry), landing).size).toBe(0);
    const shellOnly = planFirstLoad(chunks, `${app}/features/missing/Page.tsx`);
    expect([...shellOnly.keys()].sort()).toEqual(
      [`${app}/app/App.tsx`, `${nm}/react@19/node_modules/react/index.js`, '/repo/packages/ui/src/Button/Button.tsx', '/repo/packages/domain/src/kernel/config/portalConfig.ts'].sort(),
    );
  });
});

describe('groupsOf', () => {
  it('gives vendor the higher priority and captures exactly the planned modules', () => {
    const [vendor, core] = groupsOf(planFirstLoad(chunks, landing));
    expect(vendor.name).toBe('vendor');
    expect(core.name).toBe('core');
    expect(vendor.priority).toBeGreaterThan(core.priority);
    expect(vendor.test(`${nm}/react@19/node_modules/react/index.js`)).toBe(true);
    expect(core.test(`${nm}/react@19/node_modules/react/index.js`)).toBe(false);
    expect(core.test(`${app}/features/signIn/PasswordLoginForm.tsx`)).toBe(true);
    expect(core.test('/repo/packages/ui/src/Modal/Modal.tsx')).toBe(false);
  });
});

describe('later loads', () => {
  const ui = '/repo/packages/ui/src';
  const form = `${app}/features/signIn/PasswordLoginForm.tsx`;
  const area = `${app}/layout/SignedInArea.tsx`;
  const profile = `${app}/features/profile/MyProfilePage.tsx`;
  const chunk = (fileName: string, moduleIds: string[], more: Partial<BuiltChunk> = {}): BuiltChunk => ({
    fileName,
    isEntry: false,
    facadeModuleId: null,
    imports: [],
    moduleIds,
    ...more,
  });
  const dynamic = (fileName: string, facade: string, imports: string[], dynamicImports: string[] = []) =>
    chunk(fileName, [facade], { facadeModuleId: facade, isDynamicEntry: true, imports, dynamicImports });
  /**
   * The landing form and the signed-in area share the field error; the area's home and the
   * forgot-password page share the card; a dialog the area opens uses the card too.
   */
  const graph: BuiltChunk[] = [
    chunk('index.js', [`${app}/main.tsx`], { isEntry: true, facadeModuleId: `${app}/main.tsx`, imports: ['shell.js'], dynamicImports: ['form.js', 'area.js', 'profile.js', 'forgot.js'] }),
    chunk('shell.js', [`${nm}/react@19/node_modules/react/index.js`, `${ui}/Button/Button.tsx`]),
    dynamic('form.js', form, ['field-error.js', 'shell.js']),
    chunk('field-error.js', [`${ui}/FieldError/FieldError.tsx`]),
    dynamic('area.js', area, ['field-error.js', 'card.js', 'shell.js'], ['dialog.js']),
    dynamic('profile.js', profile, ['card.js', 'home.js']),
    chunk('home.js', [`${app}/features/home/Home.tsx`]),
    dynamic('forgot.js', `${app}/features/forgot/ForgotPasswordPage.tsx`, ['card.js']),
    chunk('card.js', [`${ui}/Card/Card.tsx`]),
    dynamic('dialog.js', `${app}/features/account/SignOutDialog.tsx`, ['card.js']),
    dynamic('config.js', `${app}/app/queries/config.ts`, ['shell.js']),
  ];
  const signedIn = { name: 'signed-in', modules: [area, profile] };

  it('takes the static closures of its modules, beyond what the first load has', () => {
    const plan = planFirstLoad(graph, landing, [signedIn], [form]);
    for (const id of [area, profile, `${app}/features/home/Home.tsx`, `${ui}/Card/Card.tsx`, `${ui}/FieldError/FieldError.tsx`]) expect(plan.get(id), id).toBe('signed-in');
    expect(plan.get(`${ui}/Button/Button.tsx`)).toBe('core');
    expect(plan.has(`${app}/features/account/SignOutDialog.tsx`)).toBe(false);
  });

  it('kept apart, it leaves what the landing form runs to shared and what other screens run to common', () => {
    const plan = planFirstLoad(graph, landing, [{ ...signedIn, keepApart: true }], [form]);
    expect(plan.get(`${ui}/FieldError/FieldError.tsx`)).toBe(SHARED);
    expect(plan.get(`${ui}/Card/Card.tsx`)).toBe(COMMON);
    expect(plan.get(`${app}/features/home/Home.tsx`)).toBe('signed-in');
    expect(plan.get(area)).toBe('signed-in');
  });

  it('ranks shared and common above the load that keeps apart, below the loads before it', () => {
    const later = [{ name: 'startup', modules: [`${app}/app/queries/config.ts`] }, { ...signedIn, keepApart: true }];
    const groups = groupsOf(planFirstLoad(graph, landing, later, [form]), later);
    expect(groups.map((g) => g.name)).toEqual(['vendor', 'core', 'startup', SHARED, COMMON, 'signed-in']);
    expect(groups.map((g) => g.priority)).toEqual([...groups.map((g) => g.priority)].sort((a, b) => b - a));
  });
});

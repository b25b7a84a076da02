/**
 * The chunks of the first load, derived from the module graph (ADR 0007).
 *
 * - `vendor`: the third-party modules every page runs: those in the static closure of the entry.
 * - `core`: the workspace modules (the app, the kit, the domain) the shell and the landing screen's
 *   first paint run: those in the static closure of the entry or of the landing route's module.
 *
 * Everything loaded through an `import()` (other routes, sign-in modes, dialogs, the catalogues)
 * stays out, and so do the entry and the landing route module themselves: the entry is the page's
 * own script, and the route module keeps its chunk (the route's own-chunk budget measures it).
 *
 * "Static closure" is taken after tree-shaking: a barrel (`@gaia/ui`, `@gaia/domain`) statically
 * re-exports every component and rule, so the import graph alone (rolldown's `importedIds`) reaches
 * the whole kit from the shell (a core of 186 kB instead of 42). The plan therefore comes from an
 * analysis build of the same app without groups, kept in memory: the chunks it loads statically
 * from the entry, and from the landing route's chunk, hold exactly the modules whose code the first
 * load runs. Nothing names files: a module moves in or out of the first load when an import makes
 * it reachable or not.
 */
import path from 'node:path';
import { build, type InlineConfig, type Rolldown } from 'vite';

export type FirstLoadChunk = 'vendor' | 'core';

/**
 * A chunk of what loads after the first paint, on a path every visit of a page takes: the modules
 * (absolute paths) whose static closures it holds, beyond what the first load already has.
 */
export interface LaterLoad {
  name: string;
  modules: readonly string[];
  /** Modules left to a group of their own even when the closure reaches them. */
  leave?: (id: string) => boolean;
  /**
   * Whether what this load shares with the screens it does not lead to stays out of it, so that
   * another screen never fetches this whole load for one module of it: what the landing screen
   * may load too goes to the `shared` chunk, what other screens load too to the `common` one.
   * Left to the bundler, those modules would follow their importers in (a group takes its
   * modules' dependencies with it).
   */
  keepApart?: boolean;
}

/** The chunk of what a later load shares with what the landing screen may load (its form, its dialogs, the toasts). */
export const SHARED = 'shared';
/** The chunk of what a later load shares with the other screens (and not with the landing screen). */
export const COMMON = 'common';

/** One entry of rolldown's `codeSplitting.groups`, as the plan fills it in. */
export interface ChunkGroup {
  name: string;
  priority: number;
  test: (id: string) => boolean;
}

/** The part of an output chunk the plan reads. */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry?: boolean;
  dynamicImports?: readonly string[];
  facadeModuleId: string | null;
  imports: readonly string[];
  moduleIds: readonly string[];
}

const thirdParty = (id: string) => /[\\/]node_modules[\\/]/.test(id);
/** Rolldown's and Vite's own modules (`\0…`, `rolldown:runtime`): left where the bundler puts them. */
const virtual = (id: string) => id.startsWith('\0') || (/^[\w-]+:/.test(id) && !/^[a-zA-Z]:[\\/]/.test(id));

/** The chunks loaded with `from` through static imports (`from` included). */
function staticClosure(from: BuiltChunk, byFile: Map<string, BuiltChunk>): BuiltChunk[] {
  const seen = new Map<string, BuiltChunk>();
  const stack = [from];
  while (stack.length) {
    const chunk = stack.pop()!;
    if (seen.has(chunk.fileName)) continue;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) stack.push(next);
    }
  }
  return [...seen.values()];
}

/**
 * Which first-load chunk each module belongs to, from the chunks of a build without groups and the
 * landing route's module (an absolute path). Modules absent from the plan are left to rolldown.
 */
export function planFirstLoad(chunks: readonly BuiltChunk[], landing: string, later: readonly LaterLoad[] = [], landingStart: readonly string[] = []): Map<string, string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  const plan = new Map<string, string>();
  if (!entry) return plan;
  const landingChunk = chunks.find((c) => c.facadeModuleId === landing);
  const keep = (id: string) => id !== entry.facadeModuleId && id !== landing && !virtual(id);
  for (const chunk of staticClosure(entry, byFile)) {
    for (const id of chunk.moduleIds) if (keep(id)) plan.set(id, thirdParty(id) ? 'vendor' : 'core');
  }
  // What the landing screen alone adds: its workspace modules join core; the third-party ones
  // follow them there (rolldown captures a group's dependencies with it).
  for (const chunk of landingChunk ? staticClosure(landingChunk, byFile) : []) {
    for (const id of chunk.moduleIds) if (keep(id) && !plan.has(id) && !thirdParty(id)) plan.set(id, 'core');
  }
  // The later loads, in their order: each takes what its modules run and no earlier group has,
  // third-party modules included (they are not in the first load, or vendor would have them).
  /** The chunks `from` leads to, statically or not. */
  const reachOf = (from: readonly BuiltChunk[]) => {
    const seen = new Set<string>();
    const stack = [...from];
    while (stack.length) {
      const chunk = stack.pop()!;
      if (seen.has(chunk.fileName)) continue;
      seen.add(chunk.fileName);
      for (const file of [...chunk.imports, ...(chunk.dynamicImports ?? [])]) {
        const next = byFile.get(file);
        if (next) stack.push(next);
      }
    }
    return seen;
  };
  const chunksOf = (modules: readonly string[]) => chunks.filter((c) => modules.some((m) => c.moduleIds.includes(m)));
  const closureOfChunks = (files: Iterable<string>) => {
    const ids = new Set<string>();
    for (const file of files) for (const closed of staticClosure(byFile.get(file)!, byFile)) for (const id of closed.moduleIds) ids.add(id);
    return ids;
  };
  /** The modules the chunks of `modules` run, with everything those chunks import statically. */
  const closureOf = (modules: readonly string[]) => closureOfChunks(chunksOf(modules).map((c) => c.fileName));
  // What the landing screen loads as it starts (its form's behaviour, loaded before it hydrates)
  // is kept small: a later load shares only the `shared` chunk with it. What it may load later on
  // (another sign-in mode, a dialog, the toasts) is treated as any other screen.
  const withLanding = closureOf(landingStart);
  for (const load of later) {
    let withOthers = new Set<string>();
    if (load.keepApart) {
      const reached = reachOf(chunksOf(load.modules));
      withOthers = closureOfChunks(chunks.filter((c) => c.isDynamicEntry && !reached.has(c.fileName)).map((c) => c.fileName));
    }
    for (const id of closureOf(load.modules)) {
      if (virtual(id) || id === entry.facadeModuleId || plan.has(id) || load.leave?.(id)) continue;
      plan.set(id, !load.keepApart ? load.name : withLanding.has(id) ? SHARED : withOthers.has(id) ? COMMON : load.name);
    }
  }
  return plan;
}

/** The groups of `codeSplitting` that carry a plan out: vendor first, so core never takes its modules. */
export function groupsOf(plan: ReadonlyMap<string, string>, later: readonly LaterLoad[] = []): [vendor: ChunkGroup, core: ChunkGroup, ...later: ChunkGroup[]] {
  const group = (chunk: string, priority: number): ChunkGroup => ({ name: chunk, priority, test: (id) => plan.get(id) === chunk });
  // Highest first: a group takes its modules' dependencies unless a higher one has them already.
  // The shared chunk ranks below the loads planned before the first that keeps apart (whose modules
  // it must not take) and above that one and the rest (which must not take its modules).
  const firstApart = later.findIndex((load) => load.keepApart);
  const loads = later.map((load) => load.name);
  const shared = [SHARED, COMMON].filter((name) => [...plan.values()].includes(name));
  const at = firstApart < 0 ? loads.length : firstApart;
  const names = ['vendor', 'core', ...loads.slice(0, at), ...shared, ...loads.slice(at)];
  const [vendor, core, ...rest] = names.map((name, i) => group(name, names.length - i));
  return [vendor!, core!, ...rest];
}

/**
 * Builds `config` in memory without groups and returns the first-load groups for its entry and
 * the landing route module `landing`. `config` must not itself ask for first-load groups.
 */
export async function firstLoadGroups(config: InlineConfig, landing: string, later: readonly LaterLoad[] = [], landingStart: readonly string[] = []) {
  const output = await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    build: { ...config.build, write: false, manifest: false, copyPublicDir: false, emptyOutDir: false },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk'));
  const resolved = later.map((load) => ({ ...load, modules: load.modules.map((m) => path.resolve(m)) }));
  return groupsOf(planFirstLoad(chunks, path.resolve(landing), resolved, landingStart.map((m) => path.resolve(m))), resolved);
}

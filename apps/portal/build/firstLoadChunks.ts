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

/** One entry of rolldown's `codeSplitting.groups`, as the plan fills it in. */
export interface ChunkGroup {
  name: FirstLoadChunk;
  priority: number;
  test: (id: string) => boolean;
}

/** The part of an output chunk the plan reads. */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
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
export function planFirstLoad(chunks: readonly BuiltChunk[], landing: string): Map<string, FirstLoadChunk> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  const plan = new Map<string, FirstLoadChunk>();
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
  return plan;
}

/** The groups of `codeSplitting` that carry a plan out: vendor first, so core never takes its modules. */
export function groupsOf(plan: ReadonlyMap<string, FirstLoadChunk>): [vendor: ChunkGroup, core: ChunkGroup] {
  const group = (chunk: FirstLoadChunk, priority: number): ChunkGroup => ({ name: chunk, priority, test: (id) => plan.get(id) === chunk });
  return [group('vendor', 2), group('core', 1)];
}

/**
 * Builds `config` in memory without groups and returns the first-load groups for its entry and
 * the landing route module `landing`. `config` must not itself ask for first-load groups.
 */
export async function firstLoadGroups(config: InlineConfig, landing: string) {
  const output = await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    build: { ...config.build, write: false, manifest: false, copyPublicDir: false, emptyOutDir: false },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk'));
  return groupsOf(planFirstLoad(chunks, path.resolve(landing)));
}

import type * as NodeFs from 'node:fs/promises';

/** The folders of packages/sandbox/assets that routes serve files from. */
export type AssetFolder = 'shop' | 'kb';

/**
 * A file of the package's assets (`assets/<folder>/<relative>`), or undefined when it cannot be
 * read. The Node host reads it from disk. Under MSW (a browser) there is no disk: the read fails
 * and the caller answers 404, which the portal shows in place (a placeholder image, a player's
 * message).
 */
export async function readPackagedAsset(folder: AssetFolder, relative: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const fsModule = 'node:fs/promises';
  try {
    const fs = (await import(/* @vite-ignore */ fsModule)) as typeof NodeFs;
    // From src/routes (tsx) or from dist (the built package).
    for (const base of [`../../assets/${folder}/`, `../assets/${folder}/`]) {
      try {
        return new Uint8Array(await fs.readFile(new URL(base + relative, import.meta.url)));
      } catch {
        // Not under this base: try the next.
      }
    }
  } catch {
    // No file system here.
  }
  return undefined;
}

import type { Plugin } from 'vite';
/** The id of the JSON block the inline script reads. */
export const STARTUP_DATA_ID: string;
/** The faces every route uses: @fontsource file names without their hash. */
export const STARTUP_FONTS: readonly string[];
/** The scene pages, where the fonts are not preloaded: an exact path, or a prefix ending with a slash. */
export const SCENE_PATHS: readonly string[];
/** Each scene page's own modules (its page and its scene), whose chunks are preloaded there. */
export const SCENE_MODULES: Readonly<Record<string, readonly string[]>>;
/** A chunk or asset of the bundle, as sceneChunks reads it. */
export interface BundleFile {
  type: string;
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
  isEntry?: boolean;
}
/** The chunks to preload on each scene page (its modules' chunks and their imports, less the entry's). */
export function sceneChunks(files: readonly BundleFile[], base: string): { path: string; files: string[] }[];
/** The inline script that preloads the shell texts, the fonts and a scene page's code. */
export const PRELOAD_SCRIPT: string;
/** The script's hash, quoted as script-src takes it. */
export const PRELOAD_SCRIPT_HASH: string;
/** Writes the data block and the script into the built index.html. */
export function startupPreload(): Plugin;

import type { Plugin } from 'vite';
/** The id of the JSON block the inline script reads. */
export const STARTUP_DATA_ID: string;
/** The pages whose code loads beside the shell, by path (exact, or a prefix ending with a slash), with their source modules. */
export const EARLY_PAGES: Readonly<Record<'/cenarios/' | '/' | '/conhecimento' | '/procedimentos' | '/exemplos' | '/usuarios' | '/maquinas' | '/cenarios' | '/inspecoes' | '/verificar', readonly string[]>>;
/** The text sections a page's first render waits for, by exact path: their locale chunks' queries. */
export const EARLY_TEXTS: Readonly<Record<string, readonly string[]>>;
/** Each language's chunks of the texts of these locale queries (exact), by language. */
export function textFiles(files: readonly { type: string; fileName: string; facadeModuleId?: string | null }[], queries: readonly string[], base: string): Record<string, string[]>;
/** The images a page paints first, by exact path: their built file's name without its hash. */
export const EARLY_IMAGES: Readonly<Record<string, readonly string[]>>;
/** A lazily loaded page's chunk, the chunks it imports statically and their stylesheets, less those the entry's graph loads. */
export function pageFiles(
  files: readonly { type: string; fileName: string; facadeModuleId?: string | null; isEntry?: boolean; imports?: readonly string[] }[],
  source: string,
): string[];
/** The built-in work orders' files (read at build time), by their page's path (`/cenarios/<id>`). */
export function workOrderFiles(files: readonly { type: string; fileName: string; facadeModuleId?: string | null }[], base: string): Record<string, string[]>;
/** The inline script that preloads the shell texts, the fonts and the early pages' code. */
export const PRELOAD_SCRIPT: string;
/** The script's hash, quoted as script-src takes it. */
export const PRELOAD_SCRIPT_HASH: string;
/** Writes the data block and the script into the built index.html. */
export function startupPreload(): Plugin;

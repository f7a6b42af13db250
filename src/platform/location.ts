/**
 * Where the app is: the address bar on the plain site; in an LMS package, a location in memory
 * that starts on the lesson. Inside an LMS the address is the LMS's file
 * (`…/content/123/index.html`), which no route matches and which must not change (a reload would
 * leave the package), so a package routes in memory and code outside React that reads the route
 * asks here instead of `window.location`.
 */
import type { BaseLocationHook, Path } from 'wouter';
import type { memoryLocation as MemoryLocation } from 'wouter/memory-location';
import { launchContext, type LaunchContext } from './launch';

/** A router's location in memory, with the route readable from outside React. */
export interface PackagedLocation {
  /** For wouter's `<Router hook>`. */
  readonly hook: BaseLocationHook;
  /** For wouter's `<Router searchHook>`. */
  readonly searchHook: () => string;
  /** For wouter's `<Router hrefs>`: a link opened in a new tab stays on the launch page. */
  readonly hrefs: (href: string) => string;
  /** The current route and query, e.g. '/desafio?seed=7'. */
  current(): string;
  navigate(to: Path, options?: { replace?: boolean }): void;
}

/** The memory location of a package launched as `context` describes; null for the plain site. */
export function packagedLocationFor(context: LaunchContext, memoryLocation: typeof MemoryLocation): PackagedLocation | null {
  if (!context.packaged) return null;
  let current = context.lesson ?? '/';
  const memory = memoryLocation({ path: current });
  const navigate = (to: Path, options?: { replace?: boolean }) => {
    current = to;
    memory.navigate(to, options);
  };
  const useMemoryLocation: BaseLocationHook = () => [memory.hook()[0], navigate];
  return { hook: useMemoryLocation, searchHook: memory.searchHook, hrefs: (href) => `#${href}`, current: () => current, navigate };
}

let packaged: PackagedLocation | null = null;

/** This page's memory location (null on the plain site, and in a package until it is prepared). */
export function packagedLocation(): PackagedLocation | null {
  return packaged;
}

/**
 * Makes a package's memory location, whose code (wouter's memory location) loads only in a
 * package: src/main.tsx awaits it before anything reads the route. (Not a top-level `await`
 * here: this module is in the shell, which the loaded chunk imports, and the two would wait for
 * each other.)
 */
export async function preparePackagedLocation(context: LaunchContext = launchContext()): Promise<void> {
  if (!context.packaged || packaged) return;
  const { memoryLocation } = await import('wouter/memory-location');
  packaged = packagedLocationFor(context, memoryLocation);
}

/** The current route's path, e.g. '/cenarios/bomba-p101'. */
export function currentPath(): string {
  if (packaged) return packaged.current().split('?')[0] ?? '/';
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

/** The current route's query with its '?', or ''. */
export function currentSearch(): string {
  if (packaged) {
    const query = packaged.current().split('?')[1];
    return query ? `?${query}` : '';
  }
  return typeof window === 'undefined' ? '' : window.location.search;
}

/** Changes the current route's query without a new history entry (a page keeping its choices in it). */
export function replaceSearch(params: URLSearchParams): void {
  const query = params.toString();
  if (packaged) {
    packaged.navigate(`${currentPath()}${query ? `?${query}` : ''}`, { replace: true });
    return;
  }
  const url = new URL(window.location.href);
  url.search = query;
  window.history.replaceState(window.history.state, '', url);
}

/**
 * Where the app's own files are (those of public/ and the dist root, such as loto-config.json):
 * at the site's root, or in the folder an LMS unpacked a package into
 * (`https://lms.example/…/content/123/`). The built scripts all live in `assets/`, one folder
 * below that root, so the root is found from this module's own address.
 */

// Through a variable: Vite rewrites `new URL('literal', import.meta.url)` as an asset import.
const moduleUrl = import.meta.url;

/**
 * The address of a file at the app's root, as the built module at `moduleUrl` finds it.
 * In development (Vite's server and the tests) modules are served from their source folders and
 * the root is the server's.
 */
export function appFileUrl(path: string, from: string, dev: boolean): string {
  const relative = path.replace(/^\/+/, '');
  return dev ? `/${relative}` : new URL(`../${relative}`, from).href;
}

/** The address of a file at the app's root, e.g. `appFile('loto-config.json')`. */
export function appFile(path: string): string {
  return appFileUrl(path, moduleUrl, import.meta.env.DEV);
}

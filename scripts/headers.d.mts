/** The product's HTTP security headers (Content-Security-Policy and friends), name to value. */
export const SECURITY_HEADERS: Record<string, string>;
/** Cache-Control of the content-hashed files under /assets/: a year, immutable. */
export const IMMUTABLE: string;
/** Cache-Control of everything else: revalidated on every use. */
export const REVALIDATE: string;
/** The Cache-Control of a path as served. */
export function cacheControl(pathname: string): string;
/** The files outside /assets/ that a static host must revalidate. */
export const REVALIDATED_FILES: string[];
/** The same headers in the `_headers` format of Netlify and Cloudflare Pages, with the caching rules. */
export function headersFile(): string;

/** The product's HTTP security headers (Content-Security-Policy and friends), name to value. */
export const SECURITY_HEADERS: Record<string, string>;
/** The same headers in the `_headers` format of Netlify and Cloudflare Pages, for every path. */
export function headersFile(): string;

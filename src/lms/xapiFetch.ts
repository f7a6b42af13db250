/**
 * How @xapi/xapi reaches a record store here: fetch, so that a failed request keeps its HTTP
 * status (409 means "already stored", 401 "wrong credentials"), and keepalive for small bodies so
 * that what is sent as the page closes still arrives. Shared by the LRS sender and cmi5.
 */
/** An LRS answered with an error status. */
export class LrsHttpError extends Error {
  constructor(
    readonly status: number,
    text: string,
  ) {
    super(`HTTP ${status}${text ? `: ${text.slice(0, 200)}` : ''}`);
  }
}

/**
 * The client library's requests, made with fetch so that a failed one keeps its HTTP status (the
 * library's own fetch adapter drops it) and a small one survives the page closing (keepalive).
 */
export async function fetchWithStatus<T>({ url, method, data, headers }: { url: string; method: string; headers?: Record<string, string>; data?: unknown }): Promise<{ data: T; headers: Record<string, string>; status: number }> {
  const body = data === undefined ? undefined : typeof data === 'string' || data instanceof Blob ? data : JSON.stringify(data);
  const response = await fetch(url, { method, headers, body, keepalive: typeof body === 'string' && new TextEncoder().encode(body).length < 60_000, cache: 'no-store' });
  const text = await response.text();
  if (!response.ok) throw new LrsHttpError(response.status, text);
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : text;
  } catch {
    // Not JSON: the text as it is.
  }
  return { data: parsed as T, headers: Object.fromEntries(response.headers.entries()), status: response.status };
}

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

type StatementLike = { id?: string; actor?: unknown; verb?: { id?: string }; object?: unknown; result?: unknown; context?: unknown; timestamp?: string };

/** What identifies an agent (an account, mbox, mbox_sha1sum or openid), without the name that may change. */
function agentKey(agent: unknown): string {
  const a = (agent ?? {}) as Record<string, unknown>;
  const account = a.account as { homePage?: unknown; name?: unknown } | undefined;
  return JSON.stringify([a.mbox, a.mbox_sha1sum, a.openid, account?.homePage, account?.name]);
}

/** What must match for the statement an LRS holds to be ours: who, did what, to what, when, with what result. */
function essentials(s: StatementLike): string {
  const result = (s.result ?? {}) as Record<string, unknown>;
  const score = (result.score ?? {}) as Record<string, unknown>;
  const context = (s.context ?? {}) as Record<string, unknown>;
  return JSON.stringify([
    agentKey(s.actor),
    s.verb?.id,
    (s.object as { id?: unknown } | undefined)?.id,
    s.timestamp ? Date.parse(s.timestamp) : null,
    score.raw ?? null,
    score.scaled ?? null,
    result.success ?? null,
    result.completion ?? null,
    result.response ?? null,
    context.registration ?? null,
  ]);
}

/**
 * A 409 is a conflict, not a receipt: asks the LRS for the statement by its id and compares.
 * 'same': the LRS holds ours (stored before a response was lost; the trainee's display name may
 * have changed since); 'different': it holds another statement under that id; 'missing': it holds
 * none, so ours was not stored.
 */
export async function heldByLrs(client: { getStatement(params: { statementId: string }): Promise<{ data: unknown }> }, statement: StatementLike): Promise<'same' | 'different' | 'missing'> {
  let held: unknown;
  try {
    held = (await client.getStatement({ statementId: statement.id! })).data;
  } catch (error) {
    if (error instanceof LrsHttpError && error.status === 404) return 'missing';
    throw error;
  }
  if (!held || typeof held !== 'object') return 'missing';
  return essentials(held as StatementLike) === essentials(statement) ? 'same' : 'different';
}

/** An LRS answered 409 for statements it does not hold: nothing of them was stored. */
export class LrsConflictError extends LrsHttpError {
  constructor(count: number) {
    super(409, `the record store answered 409 (conflict) but does not hold ${count} of the statements; they stay queued`);
  }
}

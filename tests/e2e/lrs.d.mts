// Types of the test LRS (tests/e2e/lrs.mjs) for the TypeScript tests that start it.

/** A statement as stored (with what the LRS adds). */
export type StoredStatement = Record<string, unknown> & {
  id: string;
  actor: Record<string, unknown>;
  verb: { id: string; display?: Record<string, string> };
  object: { id: string } & Record<string, unknown>;
  result?: Record<string, unknown> & { score?: { scaled?: number; raw?: number; min?: number; max?: number }; success?: boolean; completion?: boolean; duration?: string; extensions?: Record<string, unknown> };
  context?: Record<string, unknown> & { registration?: string; extensions?: Record<string, unknown>; contextActivities?: Record<string, { id: string }[]> };
  timestamp: string;
  stored: string;
};

export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  status: number;
  body?: string;
}

export interface Cmi5Launch {
  actor: Record<string, unknown>;
  activityId: string;
  registration: string;
  sessionId: string;
  launchData: Record<string, unknown>;
  params: URLSearchParams;
  fetch: { token: string; used: boolean; fetches: number; calls: number };
  url(page?: string): string;
}

export interface TestLrs {
  origin: string;
  port: number;
  endpoint: string;
  username: string;
  password: string;
  statements: StoredStatement[];
  requests: LoggedRequest[];
  setMode(mode: 'ok' | 'refuse' | 'drop-response' | 'conflict'): void;
  setSameIdConflict(value: boolean): void;
  setFile(path: string, body: string): void;
  document(kind: 'state' | 'profile', params: { agent: unknown; activityId?: string; registration?: string; stateId?: string; profileId?: string }): string | null;
  cmi5Launch(launch?: { actor?: Record<string, unknown>; activityId?: string; registration?: string; launchMode?: 'Normal' | 'Browse' | 'Review'; moveOn?: string; masteryScore?: number; returnURL?: string; languagePreference?: string; publisherId?: string; launchParameters?: string }): Cmi5Launch;
  close(): Promise<void>;
}

export const XAPI_VERSION: string;
export function canonical(value: unknown): string;
export function startLrs(options?: { port?: number; host?: string; username?: string; password?: string; staticDir?: string; files?: Record<string, string> }): Promise<TestLrs>;

// A small learning record store for tests: xAPI 1.0.3 statements (POST one or many, PUT with a
// statementId, GET one or a list), the State API, agent profiles, /about, Basic auth, the
// X-Experience-API-Version header, CORS, the statement conflict rules, and a cmi5 fetch URL that
// gives its token once. Statements are checked with @learninglocker/xapi-validation and a bad one
// is refused with 400, as a real LRS would. A switch refuses or drops requests, to play a lost
// network or a response lost after the statements were stored. It can also serve a folder (the
// built site) on the same origin, so the site's CSP (connect-src 'self') reaches it.
//
//   import { startLrs } from './lrs.mjs';  const lrs = await startLrs({ port: 0, staticDir: 'dist' });
//   node tests/e2e/lrs.mjs --port 4813 [--static dist] [--user u --password p]
import { Buffer } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize, resolve } from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import { SECURITY_HEADERS } from '../../scripts/headers.mjs';

const require = createRequire(import.meta.url);
const validate = require('@learninglocker/xapi-validation').default;

export const XAPI_VERSION = '1.0.3';
const CMI5_LAUNCH_DATA = 'LMS.LaunchData';
const CMI5_PREFERENCES = 'cmi5LearnerPreferences';
const SESSION_ID = 'https://w3id.org/xapi/cmi5/context/extensions/sessionid';
const CMI5_CATEGORY = 'https://w3id.org/xapi/cmi5/context/categories/cmi5';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.webm': 'audio/webm',
  '.txt': 'text/plain; charset=utf-8',
};

const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, PUT, POST, DELETE, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-Experience-API-Version, If-Match, If-None-Match',
  'Access-Control-Expose-Headers': 'ETag, Last-Modified, X-Experience-API-Version, X-Experience-API-Consistent-Through',
  'Access-Control-Max-Age': '600',
};

/** JSON with sorted keys, to compare statements and agents whatever order their keys came in. */
export function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** A statement as the client sent it, without what the LRS adds (for the "same statement again" rule). */
function sent(statement) {
  const rest = { ...statement };
  delete rest.stored;
  delete rest.authority;
  delete rest.version;
  return canonical(rest);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The one identifier of an agent (mbox, mbox_sha1sum, openid or account), as a string key. */
function agentKey(agent) {
  if (!agent || typeof agent !== 'object') return null;
  if (agent.mbox) return `mbox:${agent.mbox}`;
  if (agent.mbox_sha1sum) return `sha1:${agent.mbox_sha1sum}`;
  if (agent.openid) return `openid:${agent.openid}`;
  if (agent.account?.homePage && agent.account?.name) return `account:${agent.account.homePage}|${agent.account.name}`;
  return null;
}

class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * Starts the test LRS. Options: port (0: any free), host, username and password (Basic auth),
 * staticDir (a folder served at every path outside /xapi/ and /cmi5/, index.html for client
 * routes), files (path -> body that replaces a static file, e.g. '/loto-config.json').
 */
export async function startLrs(options = {}) {
  const host = options.host ?? '127.0.0.1';
  const username = options.username ?? 'loto';
  const password = options.password ?? 'secret';
  const staticRoot = options.staticDir ? resolve(options.staticDir) : null;
  const files = new Map(Object.entries(options.files ?? {}));

  /** Every statement stored, in the order stored. */
  const statements = [];
  const byId = new Map();
  /** Every request received: method, path, query, status (and the body for statement requests). */
  const requests = [];
  const documents = new Map();
  /** Basic credentials accepted (base64 of "user:password"), with the cmi5 tokens handed out. */
  const accepted = new Set([Buffer.from(`${username}:${password}`).toString('base64')]);
  const fetchKeys = new Map();
  /**
   * 'ok', 'refuse' (the connection closes before anything is read), 'drop-response' (stored, then
   * the connection closes), 'conflict' (every statement POST or PUT answered 409, nothing stored).
   */
  let mode = 'ok';
  /** Answer 409 to a statement sent again unchanged, as some LRSs do (the spec only requires it when it differs). */
  let sameIdConflict = false;

  const docKey = (kind, query) => {
    if (kind === 'state') {
      const agent = JSON.parse(query.get('agent') ?? 'null');
      const id = agentKey(agent);
      if (!query.get('activityId') || !id) throw new HttpError(400, 'activityId and agent are required');
      const registration = query.get('registration');
      if (registration && !UUID.test(registration)) throw new HttpError(400, 'registration must be a UUID');
      return `state|${query.get('activityId')}|${id}|${registration ?? ''}|`;
    }
    const agent = JSON.parse(query.get('agent') ?? 'null');
    const id = agentKey(agent);
    if (!id) throw new HttpError(400, 'agent is required');
    return `agent|${id}|`;
  };

  /** Stores statements (all or none); returns their ids. */
  const store = (list, authority) => {
    const ready = [];
    for (const input of list) {
      if (!input || typeof input !== 'object' || Array.isArray(input)) throw new HttpError(400, 'a statement must be an object');
      const statement = { ...input, id: input.id ?? randomUUID() };
      const warnings = validate(statement);
      if (warnings.length > 0) throw new HttpError(400, `invalid statement: ${warnings.map((w) => `${w.path.join('.')} ${w.name}`).join('; ')}`);
      const old = byId.get(statement.id);
      if (old) {
        if (sent(old) !== sent({ ...statement, timestamp: statement.timestamp ?? old.timestamp })) throw new HttpError(409, `statement ${statement.id} already exists and differs`);
        // The same statement again: not stored twice (some LRSs answer 409 even then).
        if (sameIdConflict) throw new HttpError(409, `statement ${statement.id} already exists`);
        continue;
      }
      if (ready.some((s) => s.id === statement.id)) {
        if (sent(ready.find((s) => s.id === statement.id)) !== sent(statement)) throw new HttpError(400, `two different statements with id ${statement.id} in one request`);
        continue;
      }
      ready.push(statement);
    }
    const now = new Date().toISOString();
    for (const statement of ready) {
      const full = { ...statement, timestamp: statement.timestamp ?? now, stored: now, authority, version: XAPI_VERSION };
      statements.push(full);
      byId.set(full.id, full);
    }
    return list.map((s, i) => s.id ?? ready[i]?.id);
  };

  const readBody = (req) =>
    new Promise((done, fail) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => done(Buffer.concat(chunks)));
      req.on('error', fail);
    });

  const json = (text) => {
    try {
      return JSON.parse(text);
    } catch {
      throw new HttpError(400, 'the body is not JSON');
    }
  };

  /** The xAPI resources; returns [status, headers, body]. */
  const xapi = (req, path, query, body, who) => {
    const method = req.method;
    if (path === 'about') return [200, { 'Content-Type': 'application/json' }, JSON.stringify({ version: [XAPI_VERSION] })];
    if (!req.headers['x-experience-api-version']) throw new HttpError(400, 'X-Experience-API-Version header missing');
    if (!who) return [401, { 'WWW-Authenticate': 'Basic realm="LRS"' }, 'Unauthorized'];
    const authority = { objectType: 'Agent', name: who.name, account: { homePage: 'http://lrs.test', name: who.name } };

    if (path === 'statements') {
      if (mode === 'conflict' && (method === 'POST' || method === 'PUT')) throw new HttpError(409, 'Conflict');
      if (method === 'POST') {
        const parsed = json(body.toString('utf8'));
        const ids = store(Array.isArray(parsed) ? parsed : [parsed], authority);
        return [200, { 'Content-Type': 'application/json' }, JSON.stringify(ids)];
      }
      if (method === 'PUT') {
        const id = query.get('statementId');
        if (!id || !UUID.test(id)) throw new HttpError(400, 'statementId is required');
        const parsed = json(body.toString('utf8'));
        if (parsed.id && parsed.id !== id) throw new HttpError(400, 'statementId and the statement id differ');
        store([{ ...parsed, id }], authority);
        return [204, {}, ''];
      }
      if (method === 'GET') {
        const id = query.get('statementId');
        if (id) {
          const found = byId.get(id);
          return found ? [200, { 'Content-Type': 'application/json' }, JSON.stringify(found)] : [404, {}, 'Not found'];
        }
        if (query.get('voidedStatementId')) return [404, {}, 'Not found'];
        let list = statements;
        const verb = query.get('verb');
        const registration = query.get('registration');
        const activity = query.get('activity');
        const agent = query.get('agent') ? agentKey(JSON.parse(query.get('agent'))) : null;
        if (verb) list = list.filter((s) => s.verb?.id === verb);
        if (registration) list = list.filter((s) => s.context?.registration === registration);
        if (activity) list = list.filter((s) => s.object?.id === activity);
        if (agent) list = list.filter((s) => agentKey(s.actor) === agent);
        list = query.get('ascending') === 'true' ? list : [...list].reverse();
        const limit = Number(query.get('limit') ?? 0);
        if (limit > 0) list = list.slice(0, limit);
        return [200, { 'Content-Type': 'application/json', 'X-Experience-API-Consistent-Through': new Date().toISOString() }, JSON.stringify({ statements: list, more: '' })];
      }
      throw new HttpError(405, 'method not allowed');
    }

    if (path === 'activities/state' || path === 'agents/profile') {
      const kind = path === 'activities/state' ? 'state' : 'profile';
      const idName = kind === 'state' ? 'stateId' : 'profileId';
      const prefix = docKey(kind, query);
      const id = query.get(idName);
      if (!id) {
        if (method === 'GET') {
          const ids = [...documents.keys()].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
          return [200, { 'Content-Type': 'application/json' }, JSON.stringify(ids)];
        }
        if (method === 'DELETE' && kind === 'state') {
          for (const k of [...documents.keys()]) if (k.startsWith(prefix)) documents.delete(k);
          return [204, {}, ''];
        }
        throw new HttpError(400, `${idName} is required`);
      }
      const key = prefix + id;
      const old = documents.get(key);
      if (method === 'GET') {
        if (!old) return [404, {}, 'Not found'];
        return [200, { 'Content-Type': old.type, ETag: `"${old.etag}"`, 'Last-Modified': old.updated }, old.body];
      }
      if (method === 'DELETE') {
        documents.delete(key);
        return [204, {}, ''];
      }
      const type = String(req.headers['content-type'] ?? 'application/octet-stream').split(';')[0];
      if (method === 'PUT') {
        documents.set(key, { body, type, etag: randomUUID(), updated: new Date().toISOString() });
        return [204, {}, ''];
      }
      if (method === 'POST') {
        if (old && type === 'application/json' && old.type === 'application/json') {
          const a = json(old.body.toString('utf8'));
          const b = json(body.toString('utf8'));
          if (!a || typeof a !== 'object' || Array.isArray(a) || !b || typeof b !== 'object' || Array.isArray(b)) throw new HttpError(400, 'only JSON objects merge');
          documents.set(key, { body: Buffer.from(JSON.stringify({ ...a, ...b })), type, etag: randomUUID(), updated: new Date().toISOString() });
        } else if (old) throw new HttpError(400, 'only JSON documents merge');
        else documents.set(key, { body, type, etag: randomUUID(), updated: new Date().toISOString() });
        return [204, {}, ''];
      }
      throw new HttpError(405, 'method not allowed');
    }
    return [404, {}, 'Not found'];
  };

  const authenticate = (req) => {
    const header = String(req.headers.authorization ?? '');
    const match = /^Basic\s+(\S+)$/i.exec(header);
    if (!match || !accepted.has(match[1])) return null;
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    return { name: decoded.includes(':') ? decoded.slice(0, decoded.indexOf(':')) || 'cmi5' : 'cmi5' };
  };

  const serveStatic = (res, pathname) => {
    const headers = { ...SECURITY_HEADERS, 'Cache-Control': 'no-cache' };
    if (files.has(pathname)) {
      res.writeHead(200, { ...headers, 'Content-Type': TYPES[extname(pathname)] ?? 'application/octet-stream' });
      return res.end(files.get(pathname));
    }
    if (!staticRoot) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return res.end('Not found');
    }
    const file = normalize(join(staticRoot, pathname));
    if (file.startsWith(staticRoot) && existsSync(file) && statSync(file).isFile()) {
      // Hashed assets are cached for good, as scripts/serve.mjs does (so a page offline still has what it loaded).
      const cache = pathname.startsWith('/assets/') ? { 'Cache-Control': 'public, max-age=31536000, immutable' } : {};
      res.writeHead(200, { ...headers, ...cache, 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
      return res.end(readFileSync(file));
    }
    if (extname(pathname)) {
      res.writeHead(404, { ...headers, 'Content-Type': 'text/plain' });
      return res.end('Not found');
    }
    res.writeHead(200, { ...headers, 'Content-Type': TYPES['.html'] });
    res.end(readFileSync(join(staticRoot, 'index.html')));
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const lrsPath = url.pathname.startsWith('/xapi/') || url.pathname.startsWith('/cmi5/');
    if (lrsPath && mode === 'refuse') return req.socket.destroy();
    const cors = { ...CORS_HEADERS, 'Access-Control-Allow-Origin': req.headers.origin ?? '*', 'X-Experience-API-Version': XAPI_VERSION };
    const entry = { method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), status: 0 };
    if (lrsPath) requests.push(entry);
    let status;
    let headers;
    let body;
    try {
      const raw = await readBody(req);
      if (!lrsPath) return serveStatic(res, decodeURIComponent(url.pathname));
      if (req.method === 'OPTIONS') [status, headers, body] = [204, {}, ''];
      else if (url.pathname.startsWith('/cmi5/fetch/')) {
        const key = url.pathname.slice('/cmi5/fetch/'.length);
        const launch = fetchKeys.get(key);
        if (req.method !== 'POST') [status, headers, body] = [405, {}, 'POST only'];
        else if (!launch) [status, headers, body] = [404, { 'Content-Type': 'application/json' }, JSON.stringify({ 'error-code': '3', 'error-text': 'General Application Error' })];
        else if (launch.used) [status, headers, body] = [400, { 'Content-Type': 'application/json' }, JSON.stringify({ 'error-code': '1', 'error-text': 'Already in use' })];
        else {
          launch.used = true;
          launch.fetches += 1;
          accepted.add(launch.token);
          [status, headers, body] = [200, { 'Content-Type': 'application/json' }, JSON.stringify({ 'auth-token': launch.token })];
        }
        if (launch) launch.calls += 1;
      } else {
        if (req.method === 'POST' || req.method === 'PUT') entry.body = raw.toString('utf8');
        [status, headers, body] = xapi(req, url.pathname.slice('/xapi/'.length), url.searchParams, raw, authenticate(req));
      }
    } catch (error) {
      status = error instanceof HttpError ? error.status : 500;
      headers = { 'Content-Type': 'text/plain' };
      body = error instanceof Error ? error.message : String(error);
    }
    entry.status = status;
    if (mode === 'drop-response') return req.socket.destroy();
    res.writeHead(status, { ...cors, ...headers });
    res.end(req.method === 'HEAD' ? undefined : body);
  });

  await new Promise((done) => server.listen(options.port ?? 0, host, done));
  const port = server.address().port;
  const origin = `http://${host}:${port}`;

  return {
    origin,
    port,
    /** The xAPI endpoint (with its trailing slash). */
    endpoint: `${origin}/xapi/`,
    username,
    password,
    statements,
    requests,
    /** 'ok', 'refuse', 'drop-response' or 'conflict' (see above). */
    setMode(next) {
      mode = next;
    },
    /** Whether a statement sent again unchanged gets 409 (true) or is acknowledged again (false, the default). */
    setSameIdConflict(value) {
      sameIdConflict = value;
    },
    /** Replaces (or adds) a file served instead of the static folder's. */
    setFile(path, body) {
      files.set(path, body);
    },
    /** A stored document (State API or agent profile) as text, or null. */
    document(kind, params) {
      const query = new URLSearchParams({ ...params, agent: JSON.stringify(params.agent) });
      const doc = documents.get(docKey(kind, query) + (kind === 'state' ? params.stateId : params.profileId));
      return doc ? doc.body.toString('utf8') : null;
    },
    /**
     * What a cmi5 LMS does before opening an AU: stores LMS.LaunchData and the learner's
     * preferences, records "launched", and gives the launch parameters (the fetch URL works once).
     */
    cmi5Launch(launch = {}) {
      const actor = launch.actor ?? { objectType: 'Agent', name: 'Ana Souza', account: { homePage: 'http://lms.test', name: 'ana-42' } };
      const activityId = launch.activityId ?? 'https://lms.test/au/loto-bomba';
      const registration = launch.registration ?? randomUUID();
      const sessionId = randomUUID();
      const key = randomUUID();
      const launchMode = launch.launchMode ?? 'Normal';
      const contextTemplate = {
        contextActivities: { grouping: [{ id: launch.publisherId ?? 'https://lms.test/course/loto', objectType: 'Activity' }] },
        extensions: { [SESSION_ID]: sessionId },
      };
      const launchData = {
        contextTemplate,
        launchMode,
        launchMethod: 'AnyWindow',
        moveOn: launch.moveOn ?? 'CompletedOrPassed',
        ...(launch.masteryScore !== undefined && { masteryScore: launch.masteryScore }),
        ...(launch.returnURL && { returnURL: launch.returnURL }),
        ...(launch.launchParameters && { launchParameters: launch.launchParameters }),
      };
      const query = new URLSearchParams({ activityId, agent: JSON.stringify(actor), registration });
      documents.set(docKey('state', query) + CMI5_LAUNCH_DATA, { body: Buffer.from(JSON.stringify(launchData)), type: 'application/json', etag: randomUUID(), updated: new Date().toISOString() });
      if (launch.languagePreference)
        documents.set(docKey('profile', query) + CMI5_PREFERENCES, {
          body: Buffer.from(JSON.stringify({ languagePreference: launch.languagePreference, audioPreference: 'on' })),
          type: 'application/json',
          etag: randomUUID(),
          updated: new Date().toISOString(),
        });
      const record = { token: Buffer.from(`${randomUUID()}:${randomUUID()}`).toString('base64'), used: false, fetches: 0, calls: 0 };
      fetchKeys.set(key, record);
      store(
        [
          {
            id: randomUUID(),
            actor,
            verb: { id: 'http://adlnet.gov/expapi/verbs/launched', display: { 'en-US': 'launched' } },
            object: { id: activityId, objectType: 'Activity' },
            context: {
              ...contextTemplate,
              registration,
              contextActivities: { ...contextTemplate.contextActivities, category: [{ id: CMI5_CATEGORY }] },
              extensions: { ...contextTemplate.extensions, 'https://w3id.org/xapi/cmi5/context/extensions/launchmode': launchMode, 'https://w3id.org/xapi/cmi5/context/extensions/moveon': launchData.moveOn, 'https://w3id.org/xapi/cmi5/context/extensions/launchurl': `${origin}/` },
            },
            timestamp: new Date().toISOString(),
          },
        ],
        { objectType: 'Agent', name: 'LMS', account: { homePage: 'http://lrs.test', name: 'lms' } },
      );
      const params = new URLSearchParams({ endpoint: `${origin}/xapi/`, fetch: `${origin}/cmi5/fetch/${key}`, actor: JSON.stringify(actor), registration, activityId });
      return { actor, activityId, registration, sessionId, launchData, params, fetch: record, url: (page = '/') => `${origin}${page}?${params}` };
    },
    close() {
      server.closeAllConnections?.();
      return new Promise((done) => server.close(() => done()));
    },
  };
}

// `node tests/e2e/lrs.mjs --port 4813 [--static dist] [--user u --password p]`
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
  };
  const staticDir = option('static', undefined);
  const lrs = await startLrs({ port: Number(option('port', 4813)), staticDir, username: option('user', undefined), password: option('password', undefined) });
  console.log(`Test LRS at ${lrs.endpoint} (Basic ${lrs.username}:${lrs.password})`);
  if (staticDir) {
    // The site served here reports to this LRS: its loto-config.json gets an "lrs" section.
    let config = {};
    try {
      config = JSON.parse(readFileSync(join(staticDir, 'loto-config.json'), 'utf8'));
    } catch {
      // No config in the folder: the lrs section alone.
    }
    lrs.setFile('/loto-config.json', JSON.stringify({ ...config, lrs: { endpoint: '/xapi/', username: lrs.username, password: lrs.password } }, null, 2));
    console.log(`Serving ${staticDir} at ${lrs.origin}/ with a loto-config.json naming this LRS; statements: ${lrs.endpoint}statements`);
  }
  setInterval(() => console.log(`${lrs.statements.length} statements stored`), 60_000).unref();
}

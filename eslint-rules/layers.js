/**
 * The source folders' layers, checked by `npm run lint` (eslint.config.js):
 *
 * - `layers/direction`: a file in one top folder of src/ may import from another top folder only
 *   if the table (the rule's option) lets it; a top folder missing from the table is an error too,
 *   so a new folder says where it sits. Files directly in src/ (main.tsx) put the app together and
 *   may import anything.
 * - `layers/no-folder-cycle`: no two sibling folders (src/lms and src/state, src/ui/pages and
 *   src/ui/users) import from each other, directly or round a longer loop. A folder and its own
 *   subfolders are one thing here. The other files' imports are read from disk once per run; the
 *   file being linted counts as it is now.
 *
 * Only relative imports are resolved (the app has no path aliases); packages and files outside the
 * root (the locales) are not folders of the app.
 */
import fs from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|js|mjs)$/;
const IMPORT = /(?:^|[^.\w$])(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The root folder an option names, absolute. */
function rootOf(context) {
  const option = context.options[0] ?? {};
  return path.resolve(context.cwd, option.root ?? 'src');
}

/** The relative imports of one file's AST (static, re-exports and dynamic with a literal). */
function importsOf(node) {
  const found = [];
  const visit = (source) => {
    if (source && source.type === 'Literal' && typeof source.value === 'string' && source.value.startsWith('.')) found.push(source);
  };
  return {
    found,
    visitors: {
      ImportDeclaration: (n) => visit(n.source),
      ExportNamedDeclaration: (n) => visit(n.source),
      ExportAllDeclaration: (n) => visit(n.source),
      ImportExpression: (n) => visit(n.source),
    },
    node,
  };
}

/** The path of `target` inside `root` as segments, or null when it is outside. */
function inside(root, target) {
  const rel = path.relative(root, target);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return rel.split(path.sep);
}

/**
 * The sibling folders an import from file `from` to file `to` joins (both inside the root), or
 * null: the first folders where their paths part, when both files lie below that point.
 */
function siblingEdge(root, from, to) {
  const a = inside(root, from);
  const b = inside(root, to);
  if (!a || !b) return null;
  const aDirs = a.slice(0, -1);
  const bDirs = b.slice(0, -1);
  let i = 0;
  while (i < aDirs.length && i < bDirs.length && aDirs[i] === bDirs[i]) i += 1;
  if (i >= aDirs.length || i >= bDirs.length) return null;
  return [aDirs.slice(0, i + 1).join('/'), bDirs.slice(0, i + 1).join('/')];
}

const graphs = new Map();

/** Every file's folder edges under `root`, read from disk once: folder -> folder -> files. */
function diskGraph(root) {
  let graph = graphs.get(root);
  if (graph) return graph;
  graph = new Map();
  const walk = (dir) => {
    let entries;
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        const text = fs.readFileSync(full, 'utf8');
        for (const match of text.matchAll(IMPORT)) {
          const spec = match[1] ?? match[2];
          const edge = siblingEdge(root, full, path.resolve(path.dirname(full), spec));
          if (!edge) continue;
          const [a, b] = edge;
          if (!graph.has(a)) graph.set(a, new Map());
          const to = graph.get(a);
          if (!to.has(b)) to.set(b, new Set());
          to.get(b).add(full);
        }
      }
    }
  };
  walk(root);
  graphs.set(root, graph);
  return graph;
}

/** A path of folders from `start` back to `goal` through the graph (the linted file as it is now), or null. */
function loopBack(graph, file, ownEdges, start, goal) {
  const neighbours = (n) => {
    const out = new Set();
    for (const [to, files] of graph.get(n) ?? []) if ([...files].some((f) => f !== file)) out.add(to);
    for (const [a, b] of ownEdges) if (a === n) out.add(b);
    return out;
  };
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const n = queue.shift();
    if (n === goal) {
      const trail = [];
      for (let at = n; at !== null; at = previous.get(at)) trail.unshift(at);
      return trail;
    }
    for (const next of neighbours(n)) {
      if (previous.has(next)) continue;
      previous.set(next, n);
      queue.push(next);
    }
  }
  return null;
}

const direction = {
  meta: {
    type: 'problem',
    docs: { description: "Imports between src/'s top folders go only the ways the layer table allows." },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, allow: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } },
        required: ['allow'],
        additionalProperties: false,
      },
    ],
    messages: {
      wrongWay: "src/{{from}} must not import from src/{{to}} (layers: src/{{from}} may import {{allowed}}; see README 'How it is built').",
      unknown: "src/{{folder}} is not in the layer table (eslint.config.js, layers/direction): say which folders it may import from.",
    },
  },
  create(context) {
    const root = rootOf(context);
    const allow = context.options[0].allow;
    const self = inside(root, context.filename);
    if (!self || self.length < 2) return {};
    const from = self[0];
    const { found, visitors } = importsOf();
    return {
      ...visitors,
      'Program:exit'(program) {
        if (!Object.hasOwn(allow, from)) {
          context.report({ node: program, messageId: 'unknown', data: { folder: from } });
          return;
        }
        for (const source of found) {
          const target = inside(root, path.resolve(path.dirname(context.filename), source.value));
          if (!target || target.length < 2) continue;
          const to = target[0];
          if (to === from || allow[from].includes(to)) continue;
          const allowed = allow[from].length > 0 ? allow[from].map((f) => `src/${f}`).join(', ') : 'nothing of the app';
          context.report({ node: source, messageId: 'wrongWay', data: { from, to, allowed } });
        }
      },
    };
  },
};

const noFolderCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No two folders of src/ import from each other, directly or round a loop.' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: { cycle: 'Folder cycle: {{trail}}. Move the shared code below both folders.' },
  },
  create(context) {
    const root = rootOf(context);
    if (!inside(root, context.filename)) return {};
    const { found, visitors } = importsOf();
    return {
      ...visitors,
      'Program:exit'() {
        const file = path.resolve(context.filename);
        const own = [];
        for (const source of found) {
          const edge = siblingEdge(root, file, path.resolve(path.dirname(file), source.value));
          if (edge) own.push({ source, edge });
        }
        if (own.length === 0) return;
        const graph = diskGraph(root);
        const ownEdges = own.map((o) => o.edge);
        const reported = new Set();
        for (const { source, edge } of own) {
          const [a, b] = edge;
          if (reported.has(`${a}>${b}`)) continue;
          const trail = loopBack(graph, file, ownEdges, b, a);
          if (!trail) continue;
          reported.add(`${a}>${b}`);
          context.report({ node: source, messageId: 'cycle', data: { trail: [a, ...trail].map((f) => `src/${f}`).join(' -> ') } });
        }
      },
    };
  },
};

export default { meta: { name: 'layers' }, rules: { direction, 'no-folder-cycle': noFolderCycle } };

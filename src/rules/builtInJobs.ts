/**
 * The job of each built-in work order, by id, read at build time (`?job`:
 * scripts/vite-built-in-orders.ts reads each file with its machine, as `?parsed` does): a knowledge
 * page's practice link names its work order's job without the work orders, their machines and
 * their parsers (builtInScenarios.ts, about 20 KB of gzip with what it brings).
 */
import type { LocalizedText } from './localizedText';

const JOB_FILES = import.meta.glob<LocalizedText>('./workorders/*.json', { eager: true, import: 'default', query: '?job' });

const JOBS: ReadonlyMap<string, LocalizedText> = new Map(Object.entries(JOB_FILES).map(([path, job]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), job]));

/** The job of the built-in work order `id` (undefined: there is none of that id). */
export function builtInJob(id: string): LocalizedText | undefined {
  return JOBS.get(id);
}

/**
 * The built-in machines as a list shows them (their id, name and number of parts), read at build
 * time (`?summary`: scripts/vite-built-in-orders.ts runs the app's machine parser on each file):
 * the machine library's templates are listed without the machines, the work orders and their
 * parsers (builtInScenarios.ts, some 11 KB of gzip), which load only when one is duplicated.
 */
import type { LocalizedText } from './localizedText';

/** One built-in machine of a list. */
export interface BuiltInMachineSummary {
  readonly id: string;
  readonly name: LocalizedText;
  readonly parts: number;
}

const SUMMARY_FILES = import.meta.glob<BuiltInMachineSummary>('./machines/*.json', { eager: true, import: 'default', query: '?summary' });

/** The built-in machines, in the order of builtInScenarios.ts's MACHINES (by file name). */
export const BUILT_IN_MACHINES: readonly BuiltInMachineSummary[] = Object.keys(SUMMARY_FILES)
  .sort()
  .map((path) => SUMMARY_FILES[path]!);

/**
 * What a built-in work order's page shows before its code has loaded: its job, its place and its
 * machine's name, taken from the same files as `rules/scenario.ts` reads (`?only=` keeps just
 * these fields: about 1 KB of gzip for every work order, against 10 KB for the whole files).
 * tests/unit/workOrderHeads.test.ts keeps them equal to the parsed work orders.
 */
import { localized, type LocalizedText } from './localizedText';
import type { Language } from './language';

interface HeadFile {
  id: string;
  machine: string;
  job: LocalizedText;
  where: LocalizedText;
}

const WORK_ORDERS = import.meta.glob<HeadFile>('./workorders/*.json', { query: '?only=id,machine,job,where', import: 'default', eager: true });
const MACHINES = import.meta.glob<{ id: string; name: LocalizedText }>('./machines/*.json', { query: '?only=id,name', import: 'default', eager: true });

/** A work order's title and subtitle in a language. */
export interface WorkOrderHead {
  readonly job: string;
  readonly machine: string;
  readonly where: string;
}

/** The files of the built-in work order `id` and of its machine (their paths here), or null when `id` is none of them. */
export function builtInPaths(id: string): { readonly workOrder: string; readonly machine: string } | null {
  const workOrder = Object.keys(WORK_ORDERS).find((path) => WORK_ORDERS[path]!.id === id);
  const machineId = workOrder && WORK_ORDERS[workOrder]!.machine;
  const machine = Object.keys(MACHINES).find((path) => MACHINES[path]!.id === machineId);
  return workOrder && machine ? { workOrder, machine } : null;
}

/** True when `id` is a built-in work order's (whether or not its files have been read). */
export function isBuiltInWorkOrder(id: string): boolean {
  return builtInPaths(id) !== null;
}

/** The head of the built-in work order `id` in `language`, or null when `id` is none of them. */
export function builtInHead(id: string, language: Language): WorkOrderHead | null {
  const paths = builtInPaths(id);
  if (!paths) return null;
  const file = WORK_ORDERS[paths.workOrder]!;
  const machine = MACHINES[paths.machine]!;
  return { job: localized(file.job, language), machine: localized(machine.name, language), where: localized(file.where, language) };
}

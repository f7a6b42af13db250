import type { PackageKind } from './manifests.mjs';

/** The schemas' folder, one subfolder per standard. */
export const SCHEMAS_DIR: string;
/** The schema files a package of `kind` carries at its root (none for cmi5), '/'-separated paths. */
export function schemaFiles(kind: PackageKind): { path: string; bytes: Buffer }[];
/** The schema errors of a manifest (an empty list when it is valid). */
export function manifestErrors(kind: PackageKind, xml: string): Promise<string[]>;

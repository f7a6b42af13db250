/**
 * The rows of the device's machine library (machineLibrary.ts): a machine as drawn, kept as a
 * draft that need not be complete yet, and its photos' bytes in a table of their own, so saving a
 * change to a part never rewrites a photo.
 */
import type { PhotoType } from '../rules/machineFile';

/** A photo of a machine as its row lists it (the bytes are in `machinePhotos`). */
export interface PhotoInfo {
  readonly id: string;
  readonly type: PhotoType;
  readonly width: number;
  readonly height: number;
  /** Its size in bytes. */
  readonly size: number;
}

/** Where a machine of the library came from. */
export type MachineOrigin =
  | { readonly kind: 'new' }
  /** A copy of a built-in machine or of another of the library. */
  | { readonly kind: 'duplicate'; readonly of: string }
  | { readonly kind: 'import' }
  /**
   * A machine the deployment ships (loto-config.json `machines`): kept in step with its file
   * (`hash`, SHA-256 of its bytes), read-only here (duplicate it to change it).
   */
  | { readonly kind: 'deployment'; readonly file: string; readonly hash: string }
  /** A save that lost to another tab's, kept as a machine of its own (`of` the one it was meant for). */
  | { readonly kind: 'conflict'; readonly of: string; readonly revision: number };

/** True for a machine the deployment ships (read-only on a device). */
export function isDeployed(origin: MachineOrigin): origin is Extract<MachineOrigin, { kind: 'deployment' }> {
  return origin.kind === 'deployment';
}

/** A machine of the device's library. */
export interface MachineRow {
  /** The machine's id (its `machine.id`), never one of a built-in machine. */
  readonly id: string;
  /** Counts the saves: a save names the revision it started from, so two tabs cannot overwrite each other. */
  readonly revision: number;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly origin: MachineOrigin;
  /** The machine file's data as the author left it: checked by parseMachine, but kept even while it does not pass yet. */
  readonly machine: Readonly<Record<string, unknown>>;
  /** Its work orders as work-order files (`machine` is this machine's id). */
  readonly workOrders: readonly Readonly<Record<string, unknown>>[];
  readonly photos: readonly PhotoInfo[];
}

/** The bytes of one photo of a machine. */
export interface MachinePhotoRow {
  readonly machineId: string;
  readonly photoId: string;
  readonly bytes: Uint8Array;
}

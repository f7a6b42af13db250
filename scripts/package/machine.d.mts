/** What `--machine FILE` adds to a package run: the command line without it, its lessons and files. */
export interface MachineOption {
  readonly argv: string[];
  readonly scenarios: { id: string; name: Record<string, string>; job: Record<string, string> }[];
  readonly files: { path: string; bytes: Uint8Array }[];
  /** `cenario:<first work order id>`, or null without --machine. */
  readonly defaultLesson: string | null;
}

export function machineOption(argv: string[], dist: string): Promise<MachineOption>;

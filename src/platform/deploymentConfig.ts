/**
 * The deployment's loto-config.json, read once per page, for deciding which optional code a page
 * needs: the learning record store's (`lrs`) and the plant library's (`machines`) load only where
 * the file names them, not on every page of every site (issue 24: the LMS code only when used).
 * The code that acts on a section still reads and checks it itself.
 */
import { appFile } from './appFile';
import { safeStorage } from './storage';

/** The LRS configuration last read (lms/lrsConfig.ts), so a page opened offline still queues for the LRS. */
export const LRS_CONFIG_KEY = 'loto_lrs_config';

/** What the page learnt of loto-config.json. */
export type DeploymentConfig =
  /** The site answered: `file` is the parsed JSON (undefined when there is none or it is not JSON). */
  | { readonly reached: true; readonly file: unknown; readonly parses: boolean }
  /** No answer (offline): what the device kept last time decides. */
  | { readonly reached: false };

let reading: Promise<DeploymentConfig> | undefined;

/** loto-config.json as this page found it (fetched once; never rejects). */
export function deploymentConfig(): Promise<DeploymentConfig> {
  reading ??= (async (): Promise<DeploymentConfig> => {
    let text: string;
    try {
      const response = await fetch(appFile('loto-config.json'), { cache: 'no-cache' });
      if (!response.ok) return { reached: true, file: undefined, parses: true };
      text = await response.text();
    } catch {
      return { reached: false };
    }
    try {
      return { reached: true, file: JSON.parse(text) as unknown, parses: true };
    } catch {
      return { reached: true, file: undefined, parses: false };
    }
  })();
  return reading;
}

/** Whether the parsed file has a top-level `key` (whatever its value: its own code judges it). */
export function names(config: DeploymentConfig, key: 'lrs' | 'machines'): boolean {
  return config.reached && typeof config.file === 'object' && config.file !== null && key in config.file;
}

/**
 * Whether this page needs the LRS code at start: where the file names an LRS, where it cannot be
 * read as JSON (the LRS code says so), where a configuration kept from an earlier visit must be
 * used (offline) or forgotten (the file no longer names one).
 */
export function needsLrsCode(config: DeploymentConfig): boolean {
  const kept = safeStorage.get(LRS_CONFIG_KEY) !== null;
  if (!config.reached) return kept;
  return names(config, 'lrs') || !config.parses || kept;
}

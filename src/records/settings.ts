/** Settings kept in the records database (the instructor's details, the issuer PIN, …). */
import { changed, database } from './database';

/** A setting's value, or undefined. */
export async function getSetting(key: string): Promise<unknown> {
  try {
    return (await database().settings.get(key))?.value;
  } catch {
    return undefined;
  }
}

/** Stores a setting; false when it could not be written. */
export async function setSetting(key: string, value: unknown): Promise<boolean> {
  try {
    await database().settings.put({ key, value });
    changed();
    return true;
  } catch {
    return false;
  }
}

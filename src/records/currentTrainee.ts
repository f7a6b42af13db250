/**
 * Who is training on this device: remembered in the database and, written first, in
 * localStorage, so a reload straight after a choice keeps it.
 */
import { changed, database } from './database';
import { CURRENT_TRAINEE_KEY, NO_TRAINEE_KEY } from './keys';

/** The settings row that holds the current trainee's id. */
export const CURRENT_TRAINEE = 'currentTrainee';

let currentTrainee: string | null = null;

function mirrorCurrent(id: string | null): void {
  try {
    if (id) {
      window.localStorage.setItem(CURRENT_TRAINEE_KEY, id);
      window.localStorage.removeItem(NO_TRAINEE_KEY);
    } else {
      window.localStorage.removeItem(CURRENT_TRAINEE_KEY);
      window.localStorage.setItem(NO_TRAINEE_KEY, '1');
    }
  } catch {
    // Read from the database next time.
  }
}

/**
 * The choice last written at once to localStorage: an id, null for "nobody", or undefined when
 * localStorage holds no choice (cleared, unavailable, or full when it was made), in which case
 * the database decides.
 */
function mirroredChoice(): string | null | undefined {
  try {
    const id = window.localStorage.getItem(CURRENT_TRAINEE_KEY);
    if (id) return id;
    return window.localStorage.getItem(NO_TRAINEE_KEY) ? null : undefined;
  } catch {
    return undefined;
  }
}

/** The trainee the next attempts belong to (remembered on this device), or null. */
export async function loadCurrentTrainee(): Promise<string | null> {
  try {
    // localStorage is written first, so it is the newer of the two when they differ (a reload
    // came before the database write committed); the database then catches up.
    const row = await database().settings.get(CURRENT_TRAINEE);
    const stored = typeof row?.value === 'string' ? row.value : null;
    const mirrored = mirroredChoice();
    const id = mirrored === undefined ? stored : mirrored;
    currentTrainee = id && (await database().trainees.get(id)) ? id : null;
    mirrorCurrent(currentTrainee);
    if (currentTrainee !== stored) {
      if (currentTrainee) await database().settings.put({ key: CURRENT_TRAINEE, value: currentTrainee });
      else await database().settings.delete(CURRENT_TRAINEE);
    }
  } catch {
    // Without a database nobody is remembered.
  }
  return currentTrainee;
}

/** The current trainee as last loaded or chosen. */
export function currentTraineeId(): string | null {
  return currentTrainee;
}

/** Chooses who is training on this device. */
export async function setCurrentTrainee(id: string | null): Promise<void> {
  currentTrainee = id;
  mirrorCurrent(id);
  try {
    if (id) await database().settings.put({ key: CURRENT_TRAINEE, value: id });
    else await database().settings.delete(CURRENT_TRAINEE);
  } catch {
    // Remembered for this page only.
  }
  changed();
}

/** Forgets the current trainee when it is `id` (deleted). */
export function forgetCurrentTrainee(id: string): void {
  if (currentTrainee !== id) return;
  currentTrainee = null;
  mirrorCurrent(null);
}

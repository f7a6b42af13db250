import type * as HowlerModule from 'howler';
import type { Howl } from 'howler';
import errorUrl from '../../assets/sounds/error.wav';
import lockUrl from '../../assets/sounds/lock.wav';
import successUrl from '../../assets/sounds/success.wav';
import switchUrl from '../../assets/sounds/switch.wav';
import tagUrl from '../../assets/sounds/tag.wav';
import type { SoundId } from '../rules/lockout';
import { safeStorage } from '../platform/storage';

/** localStorage key of the trainee's mute choice. */
export const MUTE_STORAGE_KEY = 'loto_sound_muted';

const URLS: Record<SoundId, string> = { switch: switchUrl, lock: lockUrl, tag: tagUrl, error: errorUrl, success: successUrl };
const howls = new Map<SoundId, Howl>();
let gestureSeen = false;

/** Whether the trainee muted the sounds (remembered across visits). */
export function isMuted(): boolean {
  return safeStorage.get(MUTE_STORAGE_KEY) === '1';
}

// howler (about 9 KB of gzip) loads with the first gesture, not with the page: no sound can play
// before one anyway, and a scene's page then reaches the screen sooner.
let howler: Promise<typeof HowlerModule> | null = null;
function loadHowler(): Promise<typeof HowlerModule> {
  howler ??= import('howler');
  return howler;
}

function withHowler(use: (module: typeof HowlerModule) => void): void {
  loadHowler().then(use, (error: unknown) => {
    // No sound is not a broken training: say so in the console and go on silently.
    howler = null;
    console.warn('Sounds could not be loaded.', error);
  });
}

/** Mutes or unmutes, and remembers the choice. */
export function setMuted(muted: boolean): void {
  safeStorage.set(MUTE_STORAGE_KEY, muted ? '1' : '0');
  if (howler) withHowler(({ Howler }) => Howler.mute(muted));
}

function hasUserGesture(): boolean {
  // Browsers forbid audio before the first gesture; we also never want a sound to surprise.
  if (gestureSeen) return true;
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return Boolean(activation?.hasBeenActive);
}

if (typeof window !== 'undefined') {
  const seen = () => {
    gestureSeen = true;
  };
  // Fetch the sound library at the first gesture on a page that can play sounds.
  const warm = () => {
    if (!isMuted()) withHowler(() => undefined);
  };
  window.addEventListener('pointerdown', seen, { capture: true, once: true });
  window.addEventListener('keydown', seen, { capture: true, once: true });
  window.addEventListener('pointerdown', warm, { capture: true, once: true });
  window.addEventListener('keydown', warm, { capture: true, once: true });
}

/** Plays one effect sound, unless muted or before the first user gesture. */
export function playSound(id: SoundId): void {
  if (isMuted() || !hasUserGesture()) return;
  withHowler(({ Howl }) => {
    let howl = howls.get(id);
    if (!howl) {
      howl = new Howl({ src: [URLS[id]], volume: id === 'error' ? 0.5 : 0.7, preload: true });
      howls.set(id, howl);
    }
    howl.play();
  });
}

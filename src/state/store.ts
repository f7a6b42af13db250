import { proxy } from 'valtio';
import { KIOSK_STORAGE_KEY, parseKiosk, type KioskSettings } from '../rules/kiosk';
import { LANGUAGE_STORAGE_KEY, pickInitialLanguage, type Language } from '../rules/language';
import type { ChallengeSlice } from './challenge';
import type { Notice } from './notices';
import type { ScenarioSlice } from './scenario';
import type { SimulatorSlice } from './simulator';
import { safeStorage } from '../platform/storage';

/** An error that stopped the application, shown on the "Unexpected Application Error" screen. */
export interface FatalError {
  readonly message: string;
  readonly stack?: string;
}

/** The one store shared by the scenes and the overlay. */
export interface AppState {
  language: Language;
  fatalError: FatalError | null;
  /** True once any notice was asked for: the toast area loads then, not with every page. */
  toasterWanted: boolean;
  /** Notices on screen (or about to be), as data: the toast area translates and shows them. */
  notices: Notice[];
  /** Kiosk mode and its idle times (remembered on the device; `?quiosque=1` or the records page turn it on). */
  kiosk: KioskSettings;
  /** The instructor typed the kiosk's PIN on this page (until the session ends or they lock it again). */
  kioskUnlocked: boolean;
  /**
   * How many trainee sessions ended on this page (the kiosk's idle reset): the views are keyed by
   * it, so everything typed or open in the last session is gone for the next trainee.
   */
  session: number;
  /**
   * The simulator's part of the store; created when /simulador first loads (its code is
   * lazy) and kept afterwards, so leaving the route and coming back keeps the trainee's progress.
   */
  simulator?: SimulatorSlice;
  /** The challenge's part of the store, created when /desafio first loads. */
  challenge?: ChallengeSlice;
  /** The scenarios' part: the attempt in progress, created when a work order first opens. */
  scenario?: ScenarioSlice;
  /**
   * A cmi5 lesson the LMS asked to send the learner back from (its returnURL): the "Back to the
   * course" control shows while this is set, and stands out once the lesson is finished.
   */
  lmsReturn?: { finished: boolean; leaving: boolean };
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}

/** The state a fresh page starts from (also used by tests to reset the store). */
export function initialAppState(): AppState {
  return {
    language: pickInitialLanguage(safeStorage.get(LANGUAGE_STORAGE_KEY), browserLanguages()),
    fatalError: null,
    toasterWanted: false,
    notices: [],
    kiosk: parseKiosk(safeStorage.get(KIOSK_STORAGE_KEY)),
    kioskUnlocked: false,
    session: 0,
  };
}

export const store = proxy<AppState>(initialAppState());

/** Puts the store back to a fresh page's state (tests). */
export function resetStore(): void {
  Object.assign(store, initialAppState());
  delete store.simulator;
  delete store.challenge;
  delete store.scenario;
  delete store.lmsReturn;
}

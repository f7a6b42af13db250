// Compile-time proof that every locale file has exactly pt.json's shape: a key missing from, or
// added to, any language fails the type-check here (this module is never imported at run time).
import type de from '../../locales/de.json';
import type en from '../../locales/en.json';
import type es from '../../locales/es.json';
import type fr from '../../locales/fr.json';
import type { Messages } from './messages';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** True for each locale whose keys are exactly pt's. */
export type LocaleShapes = [Same<typeof en, Messages>, Same<typeof es, Messages>, Same<typeof fr, Messages>, Same<typeof de, Messages>];

export const LOCALES_MATCH_PT: LocaleShapes = [true, true, true, true];

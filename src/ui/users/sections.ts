import type { Section } from '../../i18n/messages';

/**
 * The text sections the records page shows: activity and mistake names (the work orders', the
 * mistakes' and the challenge's), the certificate form's words and its own. Its first render waits
 * for them (App.tsx), and its HTML asks for them beside the shell (EARLY_TEXTS in
 * scripts/startup-preload.mjs).
 */
export const USERS_PAGE_SECTIONS = ['scenarios', 'challenge', 'mistakes', 'certificate', 'users'] as const satisfies readonly Section[];

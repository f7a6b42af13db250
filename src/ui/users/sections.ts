import type { Section } from '../../i18n/messages';

/**
 * The text sections the records page's first frame shows: its own. Its first render waits for
 * them (App.tsx), and its HTML asks for them beside the shell (EARLY_TEXTS in
 * scripts/startup-preload.mjs).
 */
export const USERS_PAGE_SECTIONS = ['users'] as const satisfies readonly Section[];

/**
 * The words of a page of records (a rule set's name, a mistake's, the challenge's hazards and
 * energies): they load with the first page that has a record (RecordsSection), so that a device
 * with none, and the first frame of one with some, does not wait for them.
 */
export const RECORD_SECTIONS = ['scenarios', 'challenge', 'mistakes'] as const satisfies readonly Section[];

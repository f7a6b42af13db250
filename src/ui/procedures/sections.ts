import type { Section } from '../../i18n/messages';

/**
 * The text sections the page of what is due shows: its own (`procedure`), the machines' (`editor`)
 * and the trainees' (`users`: the retraining list and the kiosk's unlock form). Its first render
 * waits for them (App.tsx), and its HTML asks for them beside the shell (EARLY_TEXTS in
 * scripts/startup-preload.mjs).
 */
export const DUE_PAGE_SECTIONS = ['procedure', 'editor', 'users'] as const satisfies readonly Section[];

import type { Section } from '../../i18n/messages';

/**
 * The text sections the machines' page shows: the editor's and the library's (`editor`), the work
 * orders' words (`scenarios`) and the user area's (`users`: the kiosk's unlock form). Its first
 * render waits for them (App.tsx), and its HTML asks for them beside the shell (EARLY_TEXTS in
 * scripts/startup-preload.mjs).
 */
export const MACHINES_PAGE_SECTIONS = ['editor', 'scenarios', 'users'] as const satisfies readonly Section[];

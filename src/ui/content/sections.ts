import type { Section } from '../../i18n/messages';
import type { ContentKind } from '../../content/load';

/**
 * What each long-form page's first render waits for (App.tsx), and what its HTML asks for beside
 * the shell (EARLY_TEXTS in scripts/startup-preload.mjs): its text sections (the frame's own,
 * `content`; the energy types' names, `challenge`; the steps' names, `scenarios`) and its
 * long-form content in the trainee's language (src/content/load.ts), if it has any.
 */
export const CONTENT_PAGES = {
  knowledge: { sections: ['content', 'challenge'], content: 'knowledge' },
  procedures: { sections: ['content', 'scenarios'] },
  examples: { sections: ['content', 'scenarios'], content: 'examples' },
} as const satisfies Record<string, { sections: readonly Section[]; content?: ContentKind }>;

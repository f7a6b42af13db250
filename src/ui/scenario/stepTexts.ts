/**
 * The loaders of the steps' sections (src/i18n/messages.ts, `stepsSection`): a work order's page
 * loads the steps of its attempt's rule set and job only. Here, with the page's code, rather than
 * in the shell: every page would carry their fifty loaders. Import queries are read at build
 * time, so each is written out.
 */
import { addSections } from '../../i18n/messages';

type Loaders = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

addSections({
  'steps:osha:machine': import.meta.glob('../../../locales/*.json', { query: '?only=scenarios:steps:osha:machine' }) as Loaders,
  'steps:osha:electrical': import.meta.glob('../../../locales/*.json', { query: '?only=scenarios:steps:osha:electrical' }) as Loaders,
  'steps:nr:machine': import.meta.glob('../../../locales/*.json', { query: '?only=scenarios:steps:nr:machine' }) as Loaders,
  'steps:nr:electrical': import.meta.glob('../../../locales/*.json', { query: '?only=scenarios:steps:nr:electrical' }) as Loaders,
  'steps:vde:machine': import.meta.glob('../../../locales/*.json', { query: '?only=scenarios:steps:vde:machine' }) as Loaders,
  'steps:vde:electrical': import.meta.glob('../../../locales/*.json', { query: '?only=scenarios:steps:vde:electrical' }) as Loaders,
  'steps:rd614:machine': import.meta.glob('../../../locales/*.json', { query: '?only=scenarios:steps:rd614:machine' }) as Loaders,
  'steps:rd614:electrical': import.meta.glob('../../../locales/*.json', { query: '?only=scenarios:steps:rd614:electrical' }) as Loaders,
  'steps:nfc18510:machine': import.meta.glob('../../../locales/*.json', { query: '?only=scenarios:steps:nfc18510:machine' }) as Loaders,
  'steps:nfc18510:electrical': import.meta.glob('../../../locales/*.json', { query: '?only=scenarios:steps:nfc18510:electrical' }) as Loaders,
});

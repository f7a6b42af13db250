/**
 * Loads the long-form content of a page in a language: one JSON file per language, fetched with
 * its page (never with the shell). A language whose file is missing falls back to Portuguese.
 */
import { DEFAULT_LANGUAGE, type Language } from '../rules/language';
import type { ExamplesContent, KnowledgeContent } from './types';

type Loader<T> = () => Promise<{ default: T }>;

const FILES = {
  knowledge: import.meta.glob<{ default: KnowledgeContent }>('../../locales/knowledge/*.json'),
  examples: import.meta.glob<{ default: ExamplesContent }>('../../locales/examples/*.json'),
};

/** The kinds of long-form content. */
export type ContentKind = keyof typeof FILES;
/** The content of one kind. */
export type ContentOf<K extends ContentKind> = K extends 'knowledge' ? KnowledgeContent : ExamplesContent;

/** The content that has arrived, by kind and language. */
const arrived = new Map<string, unknown>();

/** The content of a page in a language (Portuguese when that language has none). */
export async function loadContent<K extends ContentKind>(kind: K, language: Language): Promise<ContentOf<K>> {
  const files = FILES[kind] as Record<string, Loader<ContentOf<K>>>;
  const loader = files[`../../locales/${kind}/${language}.json`] ?? files[`../../locales/${kind}/${DEFAULT_LANGUAGE}.json`];
  if (!loader) throw new Error(`No ${kind} content`);
  const content = (await loader()).default;
  arrived.set(`${kind}:${language}`, content);
  return content;
}

/**
 * The content of a page in a language if it has arrived (a render can read this), else undefined:
 * a page whose code waited for its content (App.tsx) renders it in its first frame.
 */
export function arrivedContent<K extends ContentKind>(kind: K, language: Language): ContentOf<K> | undefined {
  return arrived.get(`${kind}:${language}`) as ContentOf<K> | undefined;
}

import { useCallback, useEffect, useState } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { arrivedContent, loadContent, type ContentKind, type ContentOf } from '../../content/load';

/** A page's long-form content in the current language: the content, or loading, or failed with a retry. */
export type ContentState<K extends ContentKind> =
  | { status: 'loading' }
  | { status: 'ready'; content: ContentOf<K> }
  | { status: 'failed'; retry: () => void };

/** Loads (and reloads on a language switch) a page's content. */
export function useContent<K extends ContentKind>(kind: K): ContentState<K> {
  const { language } = useLanguage();
  const key = `${kind}:${language}`;
  // Content that has arrived already (the page's code waited for it) is in the first render.
  const [state, setState] = useState<{ key: string; content?: ContentOf<K>; failed?: boolean }>(() => {
    const content = arrivedContent(kind, language);
    return content ? { key, content } : { key: '' };
  });
  useEffect(() => {
    let alive = true;
    loadContent(kind, language).then(
      (content) => alive && setState((now) => (now.key === key && now.content === content ? now : { key, content })),
      (error: unknown) => {
        console.warn(`Could not load the ${kind} content in ${language}.`, error);
        if (alive) setState({ key, failed: true });
      },
    );
    return () => {
      alive = false;
    };
  }, [kind, language, key]);
  // Browsers remember a module download that failed, so a retry in place would fail again: reload.
  const retry = useCallback(() => window.location.reload(), []);
  // The previous language's text stays on screen while the next one arrives.
  if (state.content && (state.key === key || !state.failed)) return { status: 'ready', content: state.content };
  if (state.key === key && state.failed) return { status: 'failed', retry };
  return { status: 'loading' };
}

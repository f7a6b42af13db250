import { loadMessages } from '../i18n/messages';
import { isLanguage, type Language } from '../rules/language';
import { store } from './store';

/**
 * Switches the interface language once its texts have arrived (so nothing flashes in the old
 * language); persistence and `<html lang>` follow as effects. A failed download keeps the
 * current language and reports false.
 */
export async function setLanguage(language: Language): Promise<boolean> {
  if (!isLanguage(language)) return false;
  try {
    await loadMessages(language);
  } catch (error) {
    console.warn(`Could not load the ${language} texts; keeping ${store.language}.`, error);
    return false;
  }
  store.language = language;
  return true;
}

/** Records an error that must stop the application and show the error screen. */
export function reportFatal(error: unknown): void {
  if (store.fatalError) return;
  const err = error instanceof Error ? error : new Error(String(error));
  store.fatalError = { message: err.message || String(error), stack: err.stack };
}

import { describe, expect, it } from 'vitest';
import { isLanguage, LANGUAGES, languageFromTag, pickInitialLanguage } from '../../src/rules/language';

describe('language choice at start-up', () => {
  it('uses a valid saved code first', () => {
    expect(pickInitialLanguage('de', ['en-US'])).toBe('de');
  });

  it('ignores a saved value that is not one of the five', () => {
    expect(pickInitialLanguage('klingon', ['fr-CA'])).toBe('fr');
    expect(pickInitialLanguage('"en"', [])).toBe('pt');
    expect(pickInitialLanguage('EN', [])).toBe('pt');
    expect(pickInitialLanguage('', ['es'])).toBe('es');
  });

  it('maps browser languages by primary subtag, in order', () => {
    expect(pickInitialLanguage(null, ['pt-BR'])).toBe('pt');
    expect(pickInitialLanguage(null, ['de-AT', 'en'])).toBe('de');
    expect(pickInitialLanguage(null, ['ja-JP', 'it', 'es-MX', 'en'])).toBe('es');
    expect(pickInitialLanguage(undefined, ['EN_gb'])).toBe('en');
  });

  it('falls back to Portuguese', () => {
    expect(pickInitialLanguage(null, [])).toBe('pt');
    expect(pickInitialLanguage(null, ['ja', 'zh-CN'])).toBe('pt');
  });

  it('recognises exactly the five codes', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual(['pt', 'en', 'es', 'fr', 'de']);
    expect(LANGUAGES.map((l) => l.name)).toEqual(['Português', 'English', 'Español', 'Français', 'Deutsch']);
    expect(isLanguage('pt')).toBe(true);
    expect(isLanguage('pt-BR')).toBe(false);
    expect(isLanguage(1)).toBe(false);
    expect(languageFromTag('')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { createTranslator, isLoaded, loadMessages, loadSection, translatorFor } from '../../src/i18n/messages';

describe('translator', () => {
  const translator = createTranslator({
    pt: { greet: { hello: 'Olá, {{name}}!' }, only: { pt: 'só em português' } },
    en: { greet: { hello: 'Hello, {{name}}!' } },
  });

  it('translates with placeholders', () => {
    expect(translator.translate('en', 'greet.hello', { name: 'Ana' })).toBe('Hello, Ana!');
    expect(translator.translate('pt', 'greet.hello', { name: 'Ana' })).toBe('Olá, Ana!');
  });

  it('falls back to the Portuguese text, then to the key', () => {
    expect(translator.translate('en', 'only.pt')).toBe('só em português');
    expect(translator.translate('de', 'only.pt')).toBe('só em português');
    expect(translator.translate('en', 'no.such.key')).toBe('no.such.key');
  });

  it('never returns an object for a partial key', () => {
    expect(translator.translate('en', 'greet')).toBe('greet');
  });

  it('shows typed text as text, not markup', () => {
    expect(translator.translate('en', 'greet.hello', { name: '<img src=x onerror=alert(1)>' })).toBe('Hello, <img src=x onerror=alert(1)>!');
  });
});

describe('real dictionaries', () => {
  it('serves Portuguese at once and the others after loading', async () => {
    expect(isLoaded('pt')).toBe(true);
    expect(translatorFor('pt')('notFound.title')).toBe('Ops! Página não encontrada');
    expect(isLoaded('en')).toBe(false);
    expect(translatorFor('en')('notFound.title')).toBe('Ops! Página não encontrada');
    await loadMessages('en');
    expect(isLoaded('en')).toBe(true);
    expect(translatorFor('en')('notFound.title')).toBe('Oops! Page not found');
    expect(translatorFor('en')('share.text')).toBe('Check out this Lockout-Tagout Safety Simulator!');
  });

  it("loads a screen's texts in the chosen language only, not Portuguese's beside them", async () => {
    await loadSection('challenge', 'fr');
    expect(isLoaded('fr', 'challenge')).toBe(true);
    expect(isLoaded('pt', 'challenge')).toBe(false);
    expect(translatorFor('fr')('challenge.newGame')).toBe('NOUVELLE PARTIE');
  });
});

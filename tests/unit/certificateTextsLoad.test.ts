import { describe, expect, it } from 'vitest';
import { isLoaded, translatorFor } from '../../src/i18n/messages';
import { loadCertificateTexts } from '../../src/records/certificateTexts';

describe('the certificate’s words', () => {
  it('are not in the shell: they load only when a certificate is made or shown', () => {
    expect(isLoaded('pt', 'certificate')).toBe(false);
    expect(translatorFor('pt')('certificate.title')).toBe('certificate.title');
    expect(translatorFor('pt')('verify.title')).toBe('verify.title');
  });

  it('load in the certificate’s language, whatever language the page has loaded', async () => {
    expect(isLoaded('de', 'certificate')).toBe(false);
    const de = await loadCertificateTexts('de');
    expect(isLoaded('de', 'certificate')).toBe(true);
    expect(de.title).toBe('Schulungsnachweis');
    expect(de.locale).toBe('de-DE');
    expect(de.colon).toBe(': ');
    expect(de.and).toBe(' und ');
    expect(de.ruleSetNames.vde).toBe('DIN VDE 0105-100 / BetrSichV');
    const fr = await loadCertificateTexts('fr');
    expect(fr.colon).toBe('\u00a0: ');
    expect(fr.and).toBe(' et ');
    expect(fr.hours.other).toBe('{{n}} heures');
  });
});

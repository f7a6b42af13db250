// The certificate's and the verification page's texts in all five languages at once, read from
// the locale files as the app reads them (for tests that check the words).
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';
import pt from '../../locales/pt.json';
import { certificateTexts, type CertificateTexts } from '../../src/records/certificateTexts';
import type { VerifyTexts } from '../../src/records/verifyTexts';
import { byLanguage, type Language } from '../../src/rules/language';

const FILES = { pt, en, es, fr, de };

export const CERTIFICATE_TEXTS: Readonly<Record<Language, CertificateTexts>> = byLanguage((code) => certificateTexts(code, FILES[code].certificate));
export const VERIFY_TEXTS: Readonly<Record<Language, VerifyTexts>> = byLanguage((code) => FILES[code].verify);

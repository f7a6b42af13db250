/**
 * The placard of one version (or of the draft): its language, an optional second language side by
 * side, the paper, and the PDF, made on the device (the PDF code and the fonts load on the first
 * press).
 */
import { FileDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import type { ProcedureRow } from '../../records/procedureTypes';
import { LANGUAGES, type Language } from '../../rules/language';
import { publicOrigin } from '../common/publicOrigin';
import { saveFile } from '../users/download';
import { draftSource, placardInput, versionSource } from './placard';
import type { ProcedureData } from './useProcedure';

/** US Letter where English is spoken by default, A4 elsewhere. */
const defaultPaper = (lang: Language): 'a4' | 'letter' => (lang === 'en' ? 'letter' : 'a4');

/** Makes the placard PDF of a version (null: the draft) in one or two languages. */
export async function placardBytes(data: ProcedureData, version: ProcedureRow | null, languages: readonly [Language] | readonly [Language, Language], paper: 'a4' | 'letter'): Promise<Uint8Array> {
  const origin = publicOrigin() ?? window.location.origin;
  const source = version ? await versionSource(version, origin) : draftSource(data, origin);
  const [{ placardPdf, placardQrFits }, { loadCertificateFonts }] = await Promise.all([import('../../records/placardPdf'), import('../../records/certificateFonts')]);
  // An address too long for the printed code (a very long machine or work-order id) keeps the practice address alone.
  const input = await placardInput(source, languages, paper, placardQrFits);
  return placardPdf(input, await loadCertificateFonts());
}

export function PlacardControls({ data, version }: { data: ProcedureData; version: ProcedureRow | null }) {
  const { t, language } = useLanguage();
  const id = useId();
  const [first, setFirst] = useState<Language>(language);
  const [second, setSecond] = useState<Language | ''>('');
  const [paper, setPaper] = useState<'a4' | 'letter'>(defaultPaper(language));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const which = version ? `v${version.version}` : 'draft';
  const make = async () => {
    setBusy(true);
    setError(null);
    try {
      const languages: readonly [Language] | readonly [Language, Language] = second && second !== first ? [first, second] : [first];
      const bytes = await placardBytes(data, version, languages, paper);
      saveFile(`placard-${data.machineId}-${which}-${languages.join('-')}.pdf`, bytes as BlobPart, 'application/pdf');
    } catch (e) {
      setError(t('procedure.placard.failed', { reason: e instanceof Error ? e.message : String(e) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={`placard-controls ${version ? '' : 'placard-controls--draft'}`} data-testid={`placard-${which}`}>
      <label htmlFor={`${id}-lang`}>
        <span>{t('procedure.placard.language')}</span>
        <select id={`${id}-lang`} value={first} onChange={(e) => setFirst(e.target.value as Language)} data-testid={`placard-${which}-language`}>
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-second`}>
        <span>{t('procedure.placard.second')}</span>
        <select id={`${id}-second`} value={second} onChange={(e) => setSecond(e.target.value as Language | '')} data-testid={`placard-${which}-second`}>
          <option value="">{t('procedure.placard.secondNone')}</option>
          {LANGUAGES.filter((l) => l.code !== first).map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-paper`}>
        <span>{t('procedure.placard.paper')}</span>
        <select id={`${id}-paper`} value={paper} onChange={(e) => setPaper(e.target.value as 'a4' | 'letter')} data-testid={`placard-${which}-paper`}>
          <option value="a4">{t('procedure.placard.a4')}</option>
          <option value="letter">{t('procedure.placard.letter')}</option>
        </select>
      </label>
      <button type="button" className={`button ${version ? 'button--primary' : 'button--secondary'}`} disabled={busy} onClick={() => void make()} data-testid={`placard-${which}-pdf`}>
        <FileDown aria-hidden="true" size={18} /> {busy ? t('procedure.placard.making') : version ? t('procedure.placard.pdf') : t('procedure.placard.draftPdf')}
      </button>
      {error && (
        <p className="procedure-problem" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

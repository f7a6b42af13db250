import '../styles/verify.css';
import { FileQuestion, ShieldAlert, ShieldCheck, ShieldX } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { certificateTexts, formatCertificateDate, formatDuration, formatTrainingDates, RULE_SET_NAMES, type CertificateTexts } from '../../records/certificateTexts';
import { certificateView } from '../../records/certificateView';
import { certificateUrlProblem, readCertificateUrl, verifyCertificate, type CertificateUrlError, type ParsedCertificateUrl } from '../../records/signing';
import type { SignedCertificate } from '../../records/types';
import { fill, type VerifyTexts } from '../../records/verifyTexts';
import { LANGUAGE_TAGS, languageOption } from '../../rules/language';
import { PageLoading } from '../common/PageLoading';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { useSectionTexts } from '../common/useSection';

/** What the page concluded about the fragment it was given. */
export type VerifyResult =
  | { readonly kind: 'checking'; readonly certificate: SignedCertificate }
  | { readonly kind: 'not_a_certificate'; readonly reason: CertificateUrlError }
  | { readonly kind: 'altered' | 'unknown_key' | 'valid'; readonly certificate: SignedCertificate; readonly keyId: string };

/** The page's props: the keys this installation issues with, and (for tests) the fragment. */
export interface VerifyPageProps {
  /** Fingerprints (keyId) of the keys this installation knows; a valid signature by any other key is reported as unknown. */
  readonly knownKeys?: readonly string[];
  /** The fragment to read; by default location.hash, followed as it changes. */
  readonly hash?: string;
  /** What follows the answer on the same page (the placard's paste form on an address without a certificate). */
  readonly after?: ReactNode;
}

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** The fragment given, or location.hash followed as it changes. */
function useHash(given: string | undefined): string {
  const current = useSyncExternalStore(subscribeToHash, () => window.location.hash, () => '');
  return given ?? current;
}

function useVerification(hash: string, knownKeys: readonly string[]): VerifyResult | null {
  // Both address forms are read: `#d=` (compressed, read asynchronously) and the first `#c=`.
  const [checked, setChecked] = useState<{ hash: string; parsed: ParsedCertificateUrl; valid: boolean; keyId: string } | null>(null);
  useEffect(() => {
    let live = true;
    void readCertificateUrl(hash).then(async (parsed) => {
      const v = parsed.ok ? await verifyCertificate(parsed.certificate) : { valid: false, keyId: '' };
      if (live) setChecked({ hash, parsed, ...v });
    });
    return () => {
      live = false;
    };
  }, [hash]);
  // A fragment that cannot hold a certificate (none: the page opened bare) is answered at once,
  // not after a frame saying "checking" that the answer then pushed down the page.
  const problem = certificateUrlProblem(hash);
  if (problem !== null) return { kind: 'not_a_certificate', reason: problem };
  if (checked === null || checked.hash !== hash) return null;
  const { parsed } = checked;
  if (!parsed.ok) return { kind: 'not_a_certificate', reason: parsed.reason };
  const kind = !checked.valid ? 'altered' : knownKeys.includes(checked.keyId) ? 'valid' : 'unknown_key';
  return { kind, certificate: parsed.certificate, keyId: checked.keyId };
}

function Status({ result, texts }: { result: VerifyResult; texts: VerifyTexts }) {
  switch (result.kind) {
    case 'checking':
      return <p className="verify__status verify__status--checking">{texts.checking}</p>;
    case 'not_a_certificate':
      return (
        <div className="verify__status verify__status--none">
          <FileQuestion aria-hidden="true" />
          <div>
            <h2>{texts.status.notACertificate.title}</h2>
            <p>{texts.reasons[result.reason]}</p>
          </div>
        </div>
      );
    case 'altered':
    case 'unknown_key':
    case 'valid': {
      const s = result.kind === 'valid' ? texts.status.valid : result.kind === 'altered' ? texts.status.altered : texts.status.unknownKey;
      const Icon = result.kind === 'valid' ? ShieldCheck : result.kind === 'altered' ? ShieldX : ShieldAlert;
      const keyId = result.keyId || result.certificate.data.keyId;
      return (
        <div className={`verify__status verify__status--${result.kind}`} data-result={result.kind}>
          <Icon aria-hidden="true" />
          <div>
            <h2>{s.title}</h2>
            <p>{fill(s.text, { keyId })}</p>
          </div>
        </div>
      );
    }
  }
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="verify__field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function CertificateFields({ result, texts, locale, c }: { result: Extract<VerifyResult, { keyId: string }>; texts: VerifyTexts; locale: string; c: CertificateTexts }) {
  const { data } = result.certificate;
  const view = certificateView(data);
  const f = texts.fields;
  const none = (v: string) => (v.trim() === '' ? f.none : v);
  const hours = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(data.course.hours);
  const hoursText = fill(new Intl.PluralRules(locale).select(data.course.hours) === 'one' ? f.hoursOne : f.hoursOther, { n: hours });
  const score = (n: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(n / 100);
  const keyId = result.keyId || data.keyId;
  const untrusted = result.kind === 'altered';
  return (
    <section className={`verify__data${untrusted ? ' verify__data--untrusted' : ''}`} aria-labelledby="verify-data-title">
      <h2 id="verify-data-title">{f.heading}</h2>
      {untrusted && <p className="verify__untrusted">{f.untrusted}</p>}
      <dl className="verify__fields">
        <Field label={f.trainee}>
          <strong className="verify__name">{data.trainee.name}</strong>
        </Field>
        <Field label={f.employeeNo}>{none(data.trainee.employeeNo)}</Field>
        <Field label={f.company}>{none(data.trainee.company)}</Field>
        <Field label={f.site}>{none(data.trainee.site)}</Field>
        <Field label={f.id}>
          <code>{data.id}</code>
        </Field>
        <Field label={f.issued}>{formatCertificateDate(locale, data.issuedAt)}</Field>
        {view.dates && <Field label={view.dates.from === view.dates.to ? c.trainingDate : c.trainingDates}>{formatTrainingDates(locale, view.dates)}</Field>}
        {view.role !== null && <Field label={c.role}>{c.roles[view.role]}</Field>}
        <Field label={f.workload}>{hoursText}</Field>
        {view.practiceSeconds !== null && <Field label={c.practice}>{formatDuration(c, view.practiceSeconds)}</Field>}
        <Field label={f.place}>{none(data.course.place)}</Field>
        <Field label={f.language}>{languageOption(data.language).name}</Field>
        {view.instructors.map((p, i) => (
          <Field key={i} label={f.instructor}>
            {p.name}
            {p.qualification !== '' && <span className="verify__qualification">{p.qualification}</span>}
          </Field>
        ))}
        <Field label={f.technicalLead}>
          {data.technicalLead.name}
          {data.technicalLead.qualification !== '' && <span className="verify__qualification">{data.technicalLead.qualification}</span>}
        </Field>
        <Field label={f.key}>
          <code>{keyId}</code>
          {result.kind === 'valid' && <span className="verify__qualification">{f.keyKnown}</span>}
          {result.kind === 'unknown_key' && <span className="verify__qualification">{f.keyUnknown}</span>}
        </Field>
      </dl>
      <h3>{f.syllabus}</h3>
      {data.course.syllabus.length === 0 ? (
        <p>{f.none}</p>
      ) : (
        <ul className="verify__syllabus">
          {data.course.syllabus.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      )}
      <h3>{f.assessments}</h3>
      {data.passed.length === 0 ? (
        <p>{f.noAssessments}</p>
      ) : (
        <div className="verify__table-wrap">
          <table className="verify__table">
            <thead>
              <tr>
                <th scope="col">{f.assessment}</th>
                <th scope="col">{f.ruleSet}</th>
                <th scope="col">{f.score}</th>
                <th scope="col">{f.date}</th>
              </tr>
            </thead>
            <tbody>
              {data.passed.map((p, i) => (
                <tr key={i}>
                  <td>{p.title}</td>
                  <td>{p.ruleSet === null ? f.none : RULE_SET_NAMES[p.ruleSet]}</td>
                  <td>{score(p.score)}</td>
                  <td>{formatCertificateDate(locale, p.finishedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Meaning({ texts, keyId }: { texts: VerifyTexts; keyId: string }) {
  const m = texts.meaning;
  return (
    <section className="verify__meaning" aria-labelledby="verify-meaning-title">
      <h2 id="verify-meaning-title">{m.proves}</h2>
      <p>{fill(m.provesText, { keyId })}</p>
      <h2>{m.notProves}</h2>
      <ul>
        <li>{m.inPerson}</li>
        <li>{m.keyCopied}</li>
        <li>{m.competence}</li>
      </ul>
    </section>
  );
}

/** /verificar: reads a certificate from the URL fragment, checks its signature in the browser, and says what that proves. */
export default function VerifyPage(props: VerifyPageProps) {
  const { language } = useLanguage();
  const verifyWords = useSectionTexts('verify');
  const certificateWords = useSectionTexts('certificate');
  if (!verifyWords || !certificateWords) return <PageLoading />;
  return <Verification {...props} texts={verifyWords} certificate={certificateTexts(language, certificateWords)} />;
}

/** The page once its texts (and the certificate's) have loaded. */
function Verification({ knownKeys = [], hash, after, texts, certificate }: VerifyPageProps & { texts: VerifyTexts; certificate: CertificateTexts }) {
  const { language } = useLanguage();
  const locale = LANGUAGE_TAGS[language];
  useDocumentTitle(texts.title);
  const result = useVerification(useHash(hash), knownKeys);
  if (result === null) {
    return (
      <div className="page verify">
        <h1 className="page__title">{texts.title}</h1>
        <p className="page__subtitle">{texts.intro}</p>
        <div role="status" aria-live="polite" className="verify__result">
          <p className="verify__status verify__status--checking">{texts.checking}</p>
        </div>
        {after}
      </div>
    );
  }
  const keyId = result.kind === 'not_a_certificate' ? '' : 'keyId' in result && result.keyId !== '' ? result.keyId : result.certificate.data.keyId;
  return (
    <div className="page verify">
      <h1 className="page__title">{texts.title}</h1>
      <p className="page__subtitle">{texts.intro}</p>
      <div role="status" aria-live="polite" className="verify__result">
        <Status result={result} texts={texts} />
      </div>
      {result.kind !== 'not_a_certificate' && result.kind !== 'checking' && <CertificateFields result={result} texts={texts} locale={locale} c={certificate} />}
      {result.kind !== 'not_a_certificate' && <Meaning texts={texts} keyId={keyId} />}
      {after}
    </div>
  );
}

import '../styles/verify.css';
import { ShieldAlert, ShieldCheck, ShieldX } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { parseStamp, STAMP_PARAM } from '../../records/placardStamp';
import type { PlacardCheck } from '../../records/placardCheck';
import { fill, type PlacardVerifyTexts } from '../../records/verifyTexts';
import { existingDatabase } from '../../records/databaseName';
import { useDocumentTitle } from '../common/useDocumentTitle';

/** The fragment of /verificar that carries a placard's stamp (`#placa=…`), from a pasted address or fragment, or null. */
export function placardFragment(text: string): string | null {
  const trimmed = text.trim();
  if (!parseStamp(trimmed)) return null;
  const fragment = trimmed.includes('#') ? trimmed.slice(trimmed.indexOf('#') + 1) : trimmed;
  const param = fragment.split('&').find((p) => p.startsWith(`${STAMP_PARAM}=`));
  return param ?? null;
}

/** Whether an address's fragment carries a placard (cheap: no parsing). */
export const hasPlacard = (hash: string): boolean => new RegExp(`(^#?|&)${STAMP_PARAM}=`).test(hash);

/** Checks the placard of a fragment against this installation's keys and this device's versions. */
export function usePlacardCheck(hash: string): PlacardCheck | null | 'checking' {
  const [checked, setChecked] = useState<{ hash: string; result: PlacardCheck | null } | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      // The database itself (the records' own start is not this page's to wait for); one that
      // cannot open, or a device that has none (databaseName.ts), leaves the signature alone to
      // check (checkPlacard).
      const [{ checkPlacard }, db] = await Promise.all([import('../../records/placardCheck'), existingDatabase()]);
      const result = await checkPlacard(hash, db);
      if (live) setChecked({ hash, result });
    })();
    return () => {
      live = false;
    };
  }, [hash]);
  return checked === null || checked.hash !== hash ? 'checking' : checked.result;
}

const STATUS = { valid: 'valid', unknown_key: 'unknownKey', invalid: 'altered' } as const;

/** A pasted QR code text: opens /verificar with its fragment. */
export function PlacardPaste({ texts }: { texts: PlacardVerifyTexts }) {
  const id = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const fragment = placardFragment(text);
    setInvalid(fragment === null);
    if (fragment) window.location.hash = fragment;
  };
  return (
    <form className="verify__paste" onSubmit={submit} data-testid="placard-paste">
      <p>{texts.paste.hint}</p>
      <label htmlFor={id}>{texts.paste.label}</label>
      <div className="verify__paste-row">
        <input id={id} type="text" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" spellCheck={false} aria-invalid={invalid} aria-describedby={invalid ? `${id}-error` : undefined} />
        <button type="submit" className="button button--secondary">
          {texts.paste.button}
        </button>
      </div>
      {invalid && (
        <p id={`${id}-error`} className="verify__paste-error" role="alert">
          {texts.paste.invalid}
        </p>
      )}
    </form>
  );
}

/** /verificar#placa=…: the approval a placard's QR code carries, whether its signature holds, and what this device holds of it. */
export default function PlacardVerify({ hash, texts }: { hash: string; texts: PlacardVerifyTexts }) {
  useDocumentTitle(texts.title);
  const result = usePlacardCheck(hash);
  return (
    <div className="page verify">
      <h1 className="page__title">{texts.title}</h1>
      <p className="page__subtitle">{texts.intro}</p>
      <div role="status" aria-live="polite" className="verify__result">
        {result === 'checking' ? null : result === null ? <p className="verify__status verify__status--none">{texts.paste.invalid}</p> : <PlacardStatus result={result} texts={texts} />}
      </div>
      {result !== 'checking' && result !== null && <PlacardFields result={result} texts={texts} />}
      <PlacardPaste texts={texts} />
    </div>
  );
}

function PlacardStatus({ result, texts }: { result: PlacardCheck; texts: PlacardVerifyTexts }) {
  const s = texts.status[STATUS[result.verdict]];
  const Icon = result.verdict === 'valid' ? ShieldCheck : result.verdict === 'invalid' ? ShieldX : ShieldAlert;
  const kind = result.verdict === 'invalid' ? 'altered' : result.verdict;
  return (
    <div className={`verify__status verify__status--${kind}`} data-result={kind} data-testid="placard-status">
      <Icon aria-hidden="true" />
      <div>
        <h2>{s.title}</h2>
        <p>{fill(s.text, { keyId: result.signed.stamp.k })}</p>
      </div>
    </div>
  );
}

function PlacardFields({ result, texts }: { result: PlacardCheck; texts: PlacardVerifyTexts }) {
  const { stamp } = result.signed;
  const f = texts.fields;
  const untrusted = result.verdict === 'invalid';
  const held = result.held;
  return (
    <section className={`verify__data${untrusted ? ' verify__data--untrusted' : ''}`} aria-labelledby="placard-data-title" data-testid="placard-fields">
      <h2 id="placard-data-title">{f.heading}</h2>
      <dl className="verify__fields">
        {(
          [
            [f.machine, stamp.m, 'machine'],
            [f.version, String(stamp.v), 'version'],
            [f.approvedBy, `${stamp.n} (${stamp.r})`, 'approver'],
            [f.date, stamp.d, 'date'],
            [f.reviewBy, stamp.b, 'review'],
            [f.key, stamp.k, 'key'],
          ] as const
        ).map(([label, value, key]) => (
          <div className="verify__field" key={key}>
            <dt>{label}</dt>
            <dd data-field={key}>{key === 'key' || key === 'machine' ? <code>{value}</code> : value}</dd>
          </div>
        ))}
      </dl>
      {held && !untrusted && (
        <ul className="verify__device" data-testid="placard-device">
          {held.matches !== null && <li data-held={held.matches ? 'matches' : 'differs'}>{fill(held.matches ? texts.device.matches : texts.device.differs, { version: String(stamp.v) })}</li>}
          {held.current > stamp.v ? (
            <li data-held="outdated" className="verify__outdated">
              {fill(texts.device.outdated, { current: String(held.current) })}
            </li>
          ) : (
            held.matches && <li data-held="current">{fill(texts.device.current, { version: String(held.current) })}</li>
          )}
        </ul>
      )}
    </section>
  );
}

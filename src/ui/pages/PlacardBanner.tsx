import '../styles/placardBanner.css';
import { ShieldAlert, ShieldCheck, ShieldX, X } from 'lucide-react';
import { useState } from 'react';
import { ROUTES } from '../../platform/routes';
import { fill } from '../../records/verifyTexts';
import { useSectionTexts } from '../common/useSection';
import { placardFragment, usePlacardCheck } from './PlacardVerify';

/**
 * The practice opened from a lockout placard's QR code (`#placa=…`): one line at the top saying
 * whether the placard's approval holds (signed by this installation, by an unknown key, or
 * altered) and whether a newer version is on this device, with a link to the details on
 * /verificar. Dismissible. Loaded only when the address carries a placard.
 */
export default function PlacardBanner({ hash }: { hash: string }) {
  const texts = useSectionTexts('verify');
  const result = usePlacardCheck(hash);
  const [closed, setClosed] = useState(false);
  if (closed || !texts || result === 'checking') return null;
  const b = texts.placard.banner;
  const verdict = result === null ? 'invalid' : result.verdict;
  const stamp = result?.signed.stamp;
  const line = verdict === 'valid' ? fill(b.valid, { version: String(stamp!.v), name: stamp!.n }) : verdict === 'unknown_key' ? fill(b.unknownKey, { version: String(stamp!.v) }) : b.altered;
  const current = result && verdict !== 'invalid' && result.held && result.held.current > result.signed.stamp.v ? result.held.current : null;
  const Icon = verdict === 'valid' ? ShieldCheck : verdict === 'invalid' ? ShieldX : ShieldAlert;
  const fragment = placardFragment(hash);
  return (
    <div className={`placard-banner placard-banner--${verdict}`} role="status" data-testid="placard-banner" data-result={verdict === 'invalid' ? 'altered' : verdict}>
      <Icon aria-hidden="true" />
      <p>
        {line}
        {current !== null && <strong> {fill(b.outdated, { current: String(current) })}</strong>}{' '}
        <a href={`${ROUTES.verify}${fragment ? `#${fragment}` : ''}`}>{b.details}</a>
      </p>
      <button type="button" className="placard-banner__close" onClick={() => setClosed(true)} aria-label={b.close} title={b.close}>
        <X aria-hidden="true" />
      </button>
    </div>
  );
}

import { useEffect, useState, useSyncExternalStore } from 'react';
import { knownKeyIds } from '../../records/certificates';
import { openRecords } from '../../state/records';
import { PageLoading } from '../common/PageLoading';
import { useSectionTexts } from '../common/useSection';
import PlacardVerify, { hasPlacard, PlacardPaste } from './PlacardVerify';
import VerifyPage from './VerifyPage';

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/**
 * /verificar: the verification page, trusting this installation's keys (this device's and the
 * deployment's list): a certificate (`#d=`, `#c=`), or a lockout placard's QR code (`#placa=`),
 * which can also be pasted.
 */
export default function VerifyRoute() {
  const [known, setKnown] = useState<string[] | null>(null);
  const hash = useSyncExternalStore(subscribeToHash, () => window.location.hash, () => '');
  const texts = useSectionTexts('verify');
  useEffect(() => {
    let alive = true;
    void openRecords()
      .then((records) => knownKeyIds(records))
      .then(
        (ids) => alive && setKnown(ids),
        () => alive && setKnown([]),
      );
    return () => {
      alive = false;
    };
  }, []);
  if (texts && hasPlacard(hash)) return <PlacardVerify hash={hash} texts={texts.placard} />;
  // (until the keys are known the page would call a valid certificate's key unknown)
  if (!known || !texts) return <PageLoading />;
  // A certificate's address shows the certificate alone; otherwise a placard's text can be pasted.
  return (
    <>
      <VerifyPage knownKeys={known} />
      {!/^#(d|c)=/.test(hash) && (
        <div className="page verify">
          <PlacardPaste texts={texts.placard} />
        </div>
      )}
    </>
  );
}

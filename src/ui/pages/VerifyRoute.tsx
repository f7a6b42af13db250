import { useEffect, useState, useSyncExternalStore } from 'react';
import { installationKeyIds } from '../../records/attestation';
import { existingDatabase } from '../../records/databaseName';
import { PageLoading } from '../common/PageLoading';
import { useSectionTexts } from '../common/useSection';
import PlacardVerify, { hasPlacard, PlacardPaste } from './PlacardVerify';
import VerifyPage from './VerifyPage';

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/**
 * Reads this installation's key ids (the deployment's list alone when the records cannot open).
 * From the database itself: the records' own start (the queue of unsaved attempts, the current
 * trainee) is not this page's to wait for. On a device without a records database there is no
 * key of its own to read: the page neither loads the database code nor creates an empty
 * database (databaseName.ts).
 */
function readKnownKeys(): Promise<string[]> {
  return existingDatabase()
    .then(installationKeyIds)
    .catch(() => []);
}

/** The key ids read ahead of the page's first render (preloadKnownKeys), taken once. */
let early: string[] | null = null;

/**
 * Reads the installation's keys before the page renders (App.tsx waits for it with the page's
 * code and texts): its first frame is the verification, not a loading frame that the page then
 * replaced (on Lighthouse's phone a layout shift of 0.33). The page reads them again after.
 */
export function preloadKnownKeys(): Promise<void> {
  return readKnownKeys().then((ids) => {
    early = ids;
  });
}

/**
 * /verificar: the verification page, trusting this installation's keys (this device's and the
 * deployment's list): a certificate (`#d=`, `#c=`), or a lockout placard's QR code (`#placa=`),
 * which can also be pasted.
 */
export default function VerifyRoute() {
  const [known, setKnown] = useState<string[] | null>(() => {
    const taken = early;
    early = null;
    return taken;
  });
  const hash = useSyncExternalStore(subscribeToHash, () => window.location.hash, () => '');
  const texts = useSectionTexts('verify');
  useEffect(() => {
    let alive = true;
    void readKnownKeys().then((ids) => alive && setKnown(ids));
    return () => {
      alive = false;
    };
  }, []);
  if (texts && hasPlacard(hash)) return <PlacardVerify hash={hash} texts={texts.placard} />;
  // (until the keys are known the page would call a valid certificate's key unknown)
  if (!known || !texts) return <PageLoading />;
  // A certificate's address shows the certificate alone; otherwise a placard's text can be pasted.
  return <VerifyPage knownKeys={known} after={!/^#(d|c)=/.test(hash) && <PlacardPaste texts={texts.placard} />} />;
}

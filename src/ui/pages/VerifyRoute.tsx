import { useEffect, useState } from 'react';
import { knownKeyIds } from '../../records/certificates';
import { openRecords } from '../../state/records';
import { PageLoading } from '../common/PageLoading';
import VerifyPage from './VerifyPage';

/** /verificar: the verification page, trusting this installation's keys (this device's and the deployment's list). */
export default function VerifyRoute() {
  const [known, setKnown] = useState<string[] | null>(null);
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
  // (until the keys are known the page would call a valid certificate's key unknown)
  return known ? <VerifyPage knownKeys={known} /> : <PageLoading />;
}

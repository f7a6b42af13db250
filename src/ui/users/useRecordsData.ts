import { useCallback, useEffect, useState } from 'react';
import type { ListedTrainee } from '../../records/stored';
import { openRecords } from '../../state/records';

/**
 * The records on this device, kept fresh: trainees, whether any attempt has nobody named, the
 * current trainee and what waits for room. The attempts themselves are read a page at a time
 * (RecordsSection); `version` changes whenever the records do, so those pages are read again.
 */
export interface RecordsData {
  ready: boolean;
  trainees: ListedTrainee[];
  hasUnnamed: boolean;
  current: string | null;
  pending: number;
  persisted: boolean | null;
  version: number;
}

export function useRecordsData(): RecordsData & { reload: () => void } {
  const [data, setData] = useState<RecordsData>({ ready: false, trainees: [], hasUnnamed: false, current: null, pending: 0, persisted: null, version: 0 });
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  useEffect(() => {
    let alive = true;
    let unsubscribe = () => {};
    void Promise.all([openRecords(), import('../../records/listing')]).then(async ([records, listing]) => {
      unsubscribe = records.onRecordsChange(reload);
      const [trainees, hasUnnamed] = await Promise.all([records.listTrainees(), listing.hasUnnamedAttempts()]);
      const persisted = navigator.storage?.persisted ? await navigator.storage.persisted().catch(() => null) : null;
      if (alive) setData({ ready: true, trainees, hasUnnamed, current: records.currentTraineeId(), pending: records.pendingCount(), persisted, version: tick });
    });
    return () => {
      alive = false;
      unsubscribe();
    };
  }, [tick, reload]);
  return { ...data, reload };
}

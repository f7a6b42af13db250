import { useCallback, useEffect, useState } from 'react';
import type { AttemptRow, Trainee } from '../../records/types';
import { openRecords } from '../../state/records';

/** The records on this device, kept fresh: trainees, attempts, the current trainee and what waits for room. */
export interface RecordsData {
  ready: boolean;
  trainees: Trainee[];
  attempts: AttemptRow[];
  current: string | null;
  pending: number;
  persisted: boolean | null;
}

export function useRecordsData(): RecordsData & { reload: () => void } {
  const [data, setData] = useState<RecordsData>({ ready: false, trainees: [], attempts: [], current: null, pending: 0, persisted: null });
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  useEffect(() => {
    let alive = true;
    let unsubscribe = () => {};
    void openRecords().then(async (records) => {
      unsubscribe = records.onRecordsChange(reload);
      const [trainees, attempts] = await Promise.all([records.listTrainees(), records.listAttempts()]);
      const persisted = navigator.storage?.persisted ? await navigator.storage.persisted().catch(() => null) : null;
      if (alive) setData({ ready: true, trainees, attempts, current: records.currentTraineeId(), pending: records.pendingCount(), persisted });
    });
    return () => {
      alive = false;
      unsubscribe();
    };
  }, [tick, reload]);
  return { ...data, reload };
}

import { useCallback, useEffect, useState } from 'react';
import type { ListedTrainee } from '../../records/stored';
import { onRecordsChange } from '../../records/changes';
import { openRecords } from '../../state/records';
import { recordsKept } from '../../state/recordsKept';
import { readAhead } from '../common/readAhead';

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

const NOT_READ: RecordsData = { ready: false, trainees: [], hasUnnamed: false, current: null, pending: 0, persisted: null, version: 0 };

/** Reads the records' overview; `subscribe` is told of every later change. */
async function readRecordsData(version: number, subscribe: (onChange: (listener: () => void) => () => void) => void): Promise<RecordsData> {
  const persisted = async () => (navigator.storage?.persisted ? await navigator.storage.persisted().catch(() => null) : null);
  // A device that holds no records: nobody and nothing to list, without the database code. The
  // first write (a trainee added, a backup imported) opens the records and is heard here.
  if (!(await recordsKept())) {
    subscribe(onRecordsChange);
    return { ...NOT_READ, ready: true, persisted: await persisted(), version };
  }
  const [records, listing] = await Promise.all([openRecords(), import('../../records/listing')]);
  subscribe(records.onRecordsChange);
  const [trainees, hasUnnamed] = await Promise.all([records.listTrainees(), listing.hasUnnamedAttempts()]);
  return { ready: true, trainees, hasUnnamed, current: records.currentTraineeId(), pending: records.pendingCount(), persisted: await persisted(), version };
}

/**
 * Whether two reads of the overview say the same. The page reads again as it mounts (a change
 * between the read ahead and its subscription would otherwise be missed); when nothing changed,
 * it keeps what it shows instead of rendering the whole page again just after its first frame.
 */
function sameOverview(a: RecordsData, b: RecordsData): boolean {
  return (
    a.ready === b.ready &&
    a.hasUnnamed === b.hasUnnamed &&
    a.current === b.current &&
    a.pending === b.pending &&
    a.persisted === b.persisted &&
    a.version === b.version &&
    JSON.stringify(a.trainees) === JSON.stringify(b.trainees)
  );
}

/** The overview read ahead of the page's first render. */
const ahead = readAhead<RecordsData>();

/**
 * Reads the records' overview before the page renders (App.tsx waits for it with the page's code),
 * so the page's first frame shows the records instead of a loading frame and then them (on
 * Lighthouse's phone the records' text came 1.3 s after the page's title). The page takes it once;
 * any change to the records in between drops it, and the page reads them itself as always.
 */
export function preloadRecordsData(): Promise<void> {
  return ahead.preload((watch) => readRecordsData(0, watch));
}

export function useRecordsData(): RecordsData & { reload: () => void } {
  const [data, setData] = useState<RecordsData>(() => ahead.take() ?? NOT_READ);
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  useEffect(() => {
    let alive = true;
    let unsubscribe = () => {};
    void readRecordsData(tick, (onChange) => {
      const stop = onChange(reload);
      if (alive) unsubscribe = stop;
      else stop();
    }).then((read) => alive && setData((shown) => (sameOverview(shown, read) ? shown : read)));
    return () => {
      alive = false;
      unsubscribe();
    };
  }, [tick, reload]);
  return { ...data, reload };
}

import { useEffect, useState } from 'react';
import type { AttemptRow } from '../../records/types';
import { recordsKept } from '../../state/recordsKept';

/**
 * Whether one person (null: nobody named) has any attempt, and their latest passed assessments,
 * read again when `version` changes. Nothing is read while whose records these are is not known
 * yet (undefined): reading nobody's then would walk the keys of every attempt (listing.ts) on the
 * way to the page's first rows.
 */
export function useTraineeRecords(traineeId: string | null | undefined, version: number): { ready: boolean; any: boolean; passed: AttemptRow[] } {
  const [data, setData] = useState<{ key: string; any: boolean; passed: AttemptRow[] } | null>(null);
  const key = `${traineeId === undefined ? '?' : (traineeId ?? '')}|${version}`;
  useEffect(() => {
    if (traineeId === undefined) return;
    let alive = true;
    void recordsKept().then(async (kept) => {
      // (A device that holds no records has none of anyone's: the database code is not loaded.)
      if (!kept) {
        if (alive) setData({ key, any: false, passed: [] });
        return;
      }
      const listing = await import('../../records/listing');
      const [page, passed] = await Promise.all([
        listing.attemptPage({ traineeId, kind: 'all', result: 'all' }, 0, 1, { count: false }),
        traineeId === null ? Promise.resolve([]) : listing.passedAssessmentRows(traineeId),
      ]);
      if (alive) setData({ key, any: page.rows.length > 0, passed });
    });
    return () => {
      alive = false;
    };
  }, [traineeId, key]);
  return data ? { ready: data.key === key, any: data.any, passed: data.passed } : { ready: false, any: false, passed: [] };
}

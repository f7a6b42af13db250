import { useEffect, useState } from 'react';
import type { AttemptRow } from '../../records/types';

/** How many attempts one person has (null: nobody named) and their latest passed assessments, read again when `version` changes. */
export function useTraineeRecords(traineeId: string | null, version: number): { ready: boolean; total: number; passed: AttemptRow[] } {
  const [data, setData] = useState<{ key: string; total: number; passed: AttemptRow[] } | null>(null);
  const key = `${traineeId ?? ''}|${version}`;
  useEffect(() => {
    let alive = true;
    void import('../../records/listing').then(async (listing) => {
      const [page, passed] = await Promise.all([
        listing.attemptPage({ traineeId, kind: 'all', result: 'all' }, 0, 0),
        traineeId === null ? Promise.resolve([]) : listing.passedAssessmentRows(traineeId),
      ]);
      if (alive) setData({ key, total: page.total, passed });
    });
    return () => {
      alive = false;
    };
  }, [traineeId, key]);
  return data ? { ready: data.key === key, total: data.total, passed: data.passed } : { ready: false, total: 0, passed: [] };
}

import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as listing from '../../src/records/listing';
import { database, useRecordsDatabase } from '../../src/records/records';
import { useTraineeRecords } from '../../src/ui/users/useTraineeRecords';

afterEach(() => vi.restoreAllMocks());

describe('useTraineeRecords', () => {
  it('reads nothing while whose records they are is not known, then that one person\'s', async () => {
    useRecordsDatabase('trainee-records-hook');
    await database().open();
    const page = vi.spyOn(listing, 'attemptPage');
    const passed = vi.spyOn(listing, 'passedAssessmentRows');
    const { result, rerender } = renderHook(({ who }: { who: string | null | undefined }) => useTraineeRecords(who, 0), { initialProps: { who: undefined as string | null | undefined } });
    // Reading nobody's (null) would walk the keys of every attempt before the page's first rows.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page).not.toHaveBeenCalled();
    expect(result.current).toEqual({ ready: false, any: false, passed: [] });
    rerender({ who: 'tr1' });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(page).toHaveBeenCalledTimes(1);
    expect(page.mock.calls[0]![0]).toMatchObject({ traineeId: 'tr1' });
    expect(passed).toHaveBeenCalledWith('tr1');
    expect(result.current).toEqual({ ready: true, any: false, passed: [] });
  });

  it('on a device without the records database, says that person has none without reading (or making) it', async () => {
    useRecordsDatabase('trainee-records-none');
    const page = vi.spyOn(listing, 'attemptPage');
    const { result } = renderHook(() => useTraineeRecords('tr1', 0));
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current).toEqual({ ready: true, any: false, passed: [] });
    expect(page).not.toHaveBeenCalled();
    expect((await indexedDB.databases()).map((db) => db.name)).not.toContain('trainee-records-none');
  });
});

import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveTrainee, useRecordsDatabase } from '../../src/records/records';
import { preloadRecordsData, useRecordsData } from '../../src/ui/users/useRecordsData';

// The records page's first render waits for its code and for the records' overview read ahead
// (App.tsx): its first frame shows the records rather than a loading frame and then them.
describe('useRecordsData', () => {
  it('starts from the overview read ahead, once', async () => {
    useRecordsDatabase('records-data-early');
    const saved = await saveTrainee({ name: 'Ana Souza' });
    expect(saved.ok).toBe(true);
    await preloadRecordsData();
    const first = renderHook(() => useRecordsData());
    expect(first.result.current.ready).toBe(true);
    expect(first.result.current.trainees.map((who) => who.name)).toEqual(['Ana Souza']);
    first.unmount();
    // Taken once: a later visit reads the records itself.
    const second = renderHook(() => useRecordsData());
    expect(second.result.current.ready).toBe(false);
    await waitFor(() => expect(second.result.current.ready).toBe(true));
    expect(second.result.current.trainees.map((who) => who.name)).toEqual(['Ana Souza']);
  });

  it('drops the overview read ahead when the records change before the page shows it', async () => {
    useRecordsDatabase('records-data-changed');
    await saveTrainee({ name: 'Ana Souza' });
    await preloadRecordsData();
    await saveTrainee({ name: 'Bruno Lima' });
    const { result } = renderHook(() => useRecordsData());
    expect(result.current.ready).toBe(false);
    await waitFor(() => expect(result.current.trainees.map((who) => who.name).sort()).toEqual(['Ana Souza', 'Bruno Lima']));
  });

  it('follows changes made after the page shows the overview read ahead', async () => {
    useRecordsDatabase('records-data-after');
    await saveTrainee({ name: 'Ana Souza' });
    await preloadRecordsData();
    const { result } = renderHook(() => useRecordsData());
    expect(result.current.trainees).toHaveLength(1);
    await saveTrainee({ name: 'Bruno Lima' });
    await waitFor(() => expect(result.current.trainees).toHaveLength(2));
  });

  it('keeps the overview read ahead when the read as it mounts finds the same: the page is not drawn again', async () => {
    useRecordsDatabase('records-data-same');
    await saveTrainee({ name: 'Ana Souza' });
    await preloadRecordsData();
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useRecordsData();
    });
    const first = result.current.trainees;
    // The read as it mounts has had ample time (fake-indexeddb answers in a few milliseconds).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(renders).toBe(1);
    expect(result.current.trainees).toBe(first);
    // A change still shows.
    await saveTrainee({ name: 'Bruno Lima' });
    await waitFor(() => expect(result.current.trainees).toHaveLength(2));
  });
});

import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { queue, useLrsQueueDatabase } from '../../src/lms/lrs';
import * as records from '../../src/records/records';

describe('database connections when the page is left', () => {
  it('are closed on every pagehide, not only one into the back-forward cache (Dexie does that itself), and reopen on the next use', async () => {
    records.useRecordsDatabase('connection-test');
    useLrsQueueDatabase('connection-test-lrs');
    const saved = await records.saveTrainee({ name: 'Ana Souza' });
    expect(saved.ok).toBe(true);
    await queue().meta.put({ key: 'k', value: 'v' });
    expect(records.database().isOpen()).toBe(true);
    expect(queue().isOpen()).toBe(true);

    // Seen in WebKit: a page left for a reload or a typed address (persisted: false) kept its
    // connection long enough that the next page's request to open the database got no answer.
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    expect(records.database().isOpen()).toBe(false);
    expect(queue().isOpen()).toBe(false);

    // Brought back from the cache: the first read opens it again, with nothing lost.
    expect((await records.listTrainees()).map((t) => t.name)).toEqual(['Ana Souza']);
    expect(records.database().isOpen()).toBe(true);
    expect(await queue().meta.get('k')).toEqual({ key: 'k', value: 'v' });
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { AttemptRow } from '../../src/records/types';
import { announceRecorded, onRecorded } from '../../src/state/recorded';

const row = { id: 'a-1' } as AttemptRow;

describe('recorded attempts, for whoever reports them elsewhere', () => {
  it('reaches every listener in the same task, even when one throws, until it stops listening', () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: string[] = [];
    const stopFirst = onRecorded(() => {
      throw new Error('broken reporter');
    });
    const stop = onRecorded((r) => seen.push(r.id));
    announceRecorded(row);
    expect(seen).toEqual(['a-1']);
    expect(warn).toHaveBeenCalledOnce();
    stop();
    stopFirst();
    announceRecorded(row);
    expect(seen).toEqual(['a-1']);
    warn.mockRestore();
  });
});

import { describe, expect, it } from 'vitest';
import { readAhead } from '../../src/ui/common/readAhead';

/** A change feed: `change()` tells every listener still subscribed. */
function feed() {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    change: () => [...listeners].forEach((listener) => listener()),
    get size() {
      return listeners.size;
    },
  };
}

/** A read ahead of `value` that follows `source`, done. */
async function readFrom(source: ReturnType<typeof feed>, value: string) {
  const ahead = readAhead<string>();
  await ahead.preload((watch) => {
    watch(source.subscribe);
    return Promise.resolve(value);
  });
  return ahead;
}

describe('readAhead', () => {
  it('gives what it read once, and stops following its source when taken', async () => {
    const source = feed();
    const ahead = await readFrom(source, 'read');
    expect(source.size).toBe(1);
    expect(ahead.take()).toBe('read');
    expect(source.size).toBe(0);
    expect(ahead.take()).toBeNull();
  });

  it('drops what it read when the source changes before it is taken', async () => {
    const source = feed();
    const ahead = await readFrom(source, 'stale');
    source.change();
    expect(ahead.take()).toBeNull();
    expect(source.size).toBe(0);
  });

  it('drops a read the source changed during', async () => {
    const source = feed();
    const ahead = readAhead<string>();
    await ahead.preload(async (watch) => {
      watch(source.subscribe);
      source.change();
      return 'stale';
    });
    expect(ahead.take()).toBeNull();
  });

  it('leaves nothing, and throws nothing, when the read fails', async () => {
    const ahead = readAhead<string>();
    await expect(ahead.preload(() => Promise.reject(new Error('no database')))).resolves.toBeUndefined();
    expect(ahead.take()).toBeNull();
  });
});

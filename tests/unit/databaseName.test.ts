import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { database, useDatabase } from '../../src/records/database';
import { databaseMayExist, databaseName, RECORDS_DB } from '../../src/records/databaseName';

let n = 0;
afterEach(() => {
  vi.unstubAllGlobals();
  useDatabase(RECORDS_DB);
});

describe('whether the records database exists, asked without its code', () => {
  it('is false on a device that never opened it, and true once it has', async () => {
    useDatabase(`exists-${++n}`);
    expect(databaseName()).toBe(`exists-${n}`);
    expect(await databaseMayExist()).toBe(false);
    await database().settings.put({ key: 'probe', value: 1 });
    expect(await databaseMayExist()).toBe(true);
    // Another name is another database.
    useDatabase(`exists-${++n}`);
    expect(await databaseMayExist()).toBe(false);
  });

  it('says it may exist wherever the browser cannot tell', async () => {
    useDatabase(`exists-${++n}`);
    vi.stubGlobal('indexedDB', { ...indexedDB, databases: undefined });
    expect(await databaseMayExist()).toBe(true);
    vi.stubGlobal('indexedDB', { databases: () => Promise.reject(new Error('private mode')) });
    expect(await databaseMayExist()).toBe(true);
    vi.stubGlobal('indexedDB', undefined);
    expect(await databaseMayExist()).toBe(true);
  });
});

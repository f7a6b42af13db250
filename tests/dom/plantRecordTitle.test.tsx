import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSection } from '../../src/i18n/messages';
import { LanguageProvider } from '../../src/ui/LanguageProvider';
import { loadActivityTitles, namesBuiltIn, useActivityTitle } from '../../src/ui/users/activityTitle';

const wrapper = ({ children }: { children: ReactNode }) => <LanguageProvider>{children}</LanguageProvider>;

describe("the records' name of a plant machine's work order", () => {
  // The records' words are the user area's, which /usuarios loads.
  beforeAll(() => loadSection('users', 'pt'));
  it('names the job, the machine and the version trained on, from the record itself (the machine may be deleted since)', async () => {
    // Nothing is registered: the machine is not (or no longer) in this device's library.
    const { result } = renderHook(() => useActivityTitle(), { wrapper });
    const machine = { id: 'plant-mixer-m7', revision: 3, name: { en: 'Dough mixer M-7', pt: 'Masseira M-7' }, job: { en: 'Replace the mixing blade', pt: 'Trocar a pá da masseira M-7' } };
    await waitFor(() => expect(result.current({ kind: 'scenario', activity: 'plant-mixer-m7-blade', machine })).toBe('Trocar a pá da masseira M-7 — Masseira M-7, versão 3'));
    // A built-in work order is named from its file, which loads on demand: by its id until then,
    // by its job alone once loaded; an unknown one keeps its id.
    expect(result.current({ kind: 'scenario', activity: 'bomba-p101' })).toBe('bomba-p101');
    await loadActivityTitles();
    expect(result.current({ kind: 'scenario', activity: 'bomba-p101' })).toBe('Trocar o rolamento do lado acoplado da bomba P-101');
    expect(result.current({ kind: 'scenario', activity: 'gone-order' })).toBe('gone-order');
  });

  it("asks for the built-in work orders' names only for a page of records that has one", () => {
    const row = (kind: 'scenario' | 'simulator' | 'challenge', machine?: object) => ({ id: kind, kind, activity: 'x', machine }) as never;
    expect(namesBuiltIn([])).toBe(false);
    expect(namesBuiltIn([row('simulator'), row('challenge'), row('scenario', { id: 'plant' })])).toBe(false);
    expect(namesBuiltIn([{ damaged: true } as never])).toBe(false);
    expect(namesBuiltIn([row('challenge'), row('scenario')])).toBe(true);
  });
});

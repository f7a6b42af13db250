import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as Scenario from '../../src/rules/scenario';
import { builtInDef, registerBuiltIns, scenarioDef } from '../../src/rules/scenario';
import { builtInFiles } from '../../src/rules/builtInFiles';
import { useBuiltInScenario } from '../../src/ui/scenario/useBuiltInScenario';

// `scenarioDef` as the page sees it, with a hook for registering between a render and its effect.
const seen = vi.hoisted(() => ({ afterFirstRead: null as null | (() => void) }));
vi.mock('../../src/rules/scenario', async (importOriginal) => {
  const original = await importOriginal<typeof Scenario>();
  return {
    ...original,
    scenarioDef: (id: string) => {
      const def = original.scenarioDef(id);
      const then = seen.afterFirstRead;
      seen.afterFirstRead = null;
      then?.();
      return def;
    },
  };
});

describe('useBuiltInScenario', () => {
  it('renders again when the work order is registered after the render read it and before its effect ran (the LRS sender loading every work order meanwhile)', async () => {
    const id = 'bomba-p101';
    expect(builtInDef(id)).toBeUndefined();
    const def = await builtInFiles(id);
    // The first read (the render's) finds nothing; the registration comes right after it.
    seen.afterFirstRead = () => registerBuiltIns([def!]);
    const { result } = renderHook(() => {
      useBuiltInScenario(id);
      return scenarioDef(id);
    });
    await waitFor(() => expect(result.current?.id).toBe(id));
  });
});

import { useEffect, useState } from 'react';
import { loadBuiltInScenario } from '../../rules/loadBuiltIn';
import { scenarioDef } from '../../rules/scenario';

/**
 * Reads the built-in work order `id` (null: none) if this page has not yet, and renders again once
 * `scenarioDef(id)` has it. Its files not coming (offline before the app was cached, a build
 * replaced meanwhile) is an error of the page: the error screen says so and offers a reload,
 * rather than a loading frame that never ends.
 */
export function useBuiltInScenario(id: string | null): void {
  const [, setRead] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  // What this render saw. The work order may be registered after it and before the effect runs
  // (code that reads every built-in work order, such as the LRS sender, loading meanwhile): the
  // effect then still renders again, else the page would wait on its loading frame for ever.
  const known = id !== null && scenarioDef(id) !== undefined;
  useEffect(() => {
    if (id === null || known) return;
    let live = true;
    loadBuiltInScenario(id).then(
      () => live && setRead(id),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [id, known]);
  if (failure) throw failure.error;
}

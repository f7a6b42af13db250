import type { Attempt } from '../../rules/attempt';
import { ExplainDialog } from './ExplainDialog';
import { PartActions } from './PartActions';
import { SheetDialog } from './SheetDialog';
import { TesterDialog } from './TesterDialog';

/*
 * What a work order shows only in answer to the trainee: a part's actions, the procedure sheet,
 * the tester, the explanation of a mistake and the result. ScenarioView loads this module at the
 * page's first press, or when one of them is wanted without a press (a reload onto a finished
 * attempt, a dialog opened by a screen reader's click).
 */
export { ResultView } from './ResultView';

/** The work order's dialogs, each shown when the store says it is open. */
export function ScenarioDialogs({ attempt, names }: { attempt: Attempt; names: Record<string, string> }) {
  return (
    <>
      <PartActions attempt={attempt} names={names} />
      <SheetDialog attempt={attempt} names={names} />
      <TesterDialog attempt={attempt} names={names} />
      <ExplainDialog names={names} />
    </>
  );
}

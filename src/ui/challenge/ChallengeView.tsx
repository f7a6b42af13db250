import { PartyPopper, RotateCcw } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLanguage } from '../../i18n/LanguageContext';
import { energyById, hazardById, type EnergyId, type HazardId } from '../../rules/catalog';
import { boardLayoutFor } from '../../scenes/board/layout';
import { fitLayout } from '../../scenes/shared/fit';
import { reportFatal } from '../../state/actions';
import { challengeFacts } from '../../state/selectors';
import { challenge, dismissComplete, dismissFeedback, dropHazard, energyName, hazardName, startNewGame } from '../../state/challenge';
import { useBoxSize } from '../common/useBoxSize';
import { useAfterFirstPaint } from '../common/useAfterFirstPaint';
import { useFontsReady } from '../common/useFontsReady';
import { useReducedMotion } from '../common/useReducedMotion';
import { BoardTwins } from './BoardTwins';
import { CompleteDialog } from './CompleteDialog';
import { pickAndDrop } from './pickAndDrop';
import { QuizFeedback } from './QuizFeedback';

const BoardScene = lazy(() => import('../../scenes/board/BoardScene'));

/** The challenge screen: counters, instructions, the PixiJS board, feedback and result dialogs. */
export function ChallengeView() {
  const { t } = useLanguage();
  const slice = useSnapshot(challenge());
  const { game, selected } = slice;
  const box = useRef<HTMLDivElement>(null);
  const size = useBoxSize(box);
  const fontsReady = useFontsReady();
  const painted = useAfterFirstPaint();
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState<EnergyId | null>(null);
  const [focusedTarget, setFocusedTarget] = useState<EnergyId | null>(null);
  const layout = boardLayoutFor(size.width || 1, size.height || 1);
  const fit = fitLayout(layout, size.width || 1, size.height || 1);
  const { points, attempts, remaining, wrong, correctPercent, wrongPercent, complete, dialogOpen } = challengeFacts(game);

  const texts = useMemo(
    () => ({
      hazardsPanel: t('challenge.hazardsPanel'),
      energiesPanel: t('challenge.energiesPanel'),
      dropHere: t('challenge.dropHere'),
      hazardName: (id: HazardId) => t(hazardById(id)?.key ?? 'challenge.hazardsPanel'),
      energyName: (id: EnergyId) => t(energyById(id)?.key ?? 'challenge.energiesPanel'),
    }),
    [t],
  );

  // After feedback, keyboard users continue on the next hazard still to place.
  const focusNextTile = useCallback((event: Event) => {
    const next = document.querySelector<HTMLButtonElement>('.board-twin[data-matched="false"]');
    if (next) {
      event.preventDefault();
      next.focus({ preventScroll: true });
    }
  }, []);

  return (
    <div className="challenge">
      <div className="challenge__bar">
        <dl className="counters">
          <div className="counter counter--points">
            <dt>{t('challenge.counters.points')}</dt>
            <dd data-testid="count-points">{points}</dd>
          </div>
          <div className="counter">
            <dt>{t('challenge.counters.attempts')}</dt>
            <dd data-testid="count-attempts">{attempts}</dd>
          </div>
          <div className="counter">
            <dt>{t('challenge.counters.remaining')}</dt>
            <dd data-testid="count-remaining">{remaining}</dd>
          </div>
        </dl>
        <button type="button" className="button button--primary button--large new-game" onClick={startNewGame}>
          <RotateCcw aria-hidden="true" /> {t('challenge.newGame')}
        </button>
      </div>
      {complete && (
        <p className="challenge__banner" role="status" data-testid="complete-banner">
          <PartyPopper aria-hidden="true" /> {t('challenge.banner', { count: attempts })}
        </p>
      )}
      <section ref={box} className="board-scene" aria-label={t('challenge.boardLabel')} data-testid="board-scene" data-attempts={game.attempts}>
        {painted && fontsReady && size.width > 0 && (
          <Suspense fallback={null}>
            <BoardScene
              resizeTo={box}
              layout={layout}
              fit={fit}
              dealt={game.dealt}
              matches={game.matches}
              selected={selected}
              texts={texts}
              reducedMotion={reducedMotion}
              onDrop={dropHazard}
              onTileTap={(id) => pickAndDrop({ type: 'pick', item: id, available: true })}
              onTargetTap={(target) => pickAndDrop({ type: 'target', target })}
              onHover={setHovered}
              onError={reportFatal}
            />
          </Suspense>
        )}
        <BoardTwins
          layout={layout}
          fit={fit}
          dealt={game.dealt}
          matches={game.matches}
          selected={selected}
          // No target tooltip while a dialog is open: it would sit on top of the dialog.
          hovered={dialogOpen ? null : hovered}
          focusedTarget={dialogOpen ? null : focusedTarget}
          onFocusTarget={setFocusedTarget}
          onDismissTooltip={() => {
            setHovered(null);
            setFocusedTarget(null);
          }}
        />
      </section>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="challenge-announcer">
        {slice.announcement}
      </p>
      <QuizFeedback
        isOpen={game.feedback !== null}
        isCorrect={game.feedback?.correct ?? false}
        riscoName={game.feedback ? hazardName(game.feedback.hazardId) : ''}
        energiaName={game.feedback ? energyName(game.feedback.energyId) : ''}
        onClose={dismissFeedback}
        onCloseAutoFocus={focusNextTile}
      />
      <CompleteDialog
        open={game.completeOpen && game.feedback === null}
        attempts={attempts}
        correct={points}
        wrong={wrong}
        correctPercent={correctPercent}
        wrongPercent={wrongPercent}
        onClose={dismissComplete}
        onPlayAgain={startNewGame}
      />
      {selected !== null && (
        <button type="button" className="visually-hidden" onClick={() => pickAndDrop({ type: 'escape' })}>
          {t('challenge.announce.cancelled')}
        </button>
      )}
    </div>
  );
}

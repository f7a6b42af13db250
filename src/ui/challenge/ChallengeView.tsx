import { PartyPopper, RotateCcw } from 'lucide-react';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLanguage } from '../../i18n/LanguageContext';
import { energyById, hazardById, type EnergyId, type HazardId } from '../../rules/catalog';
import { missedHazards } from '../../rules/challenge';
import { boardLayoutFor } from '../../scenes/board/layout';
import { fitLayout } from '../../scenes/shared/fit';
import { reportFatal } from '../../state/actions';
import { challengeFacts } from '../../state/selectors';
import { announcementText, challenge, dismissComplete, dismissFeedback, dropHazard, energyName, hazardExplanation, hazardHint, hazardName, startNewGame } from '../../state/challenge';
import { useBoxSize } from '../common/useBoxSize';
import { useAfterFirstPaint } from '../common/useAfterFirstPaint';
import { sceneCode } from '../common/sceneCode';
import { useFontsReady } from '../common/useFontsReady';
import { useReducedMotion } from '../common/useReducedMotion';
import { BoardTwins } from './BoardTwins';
import { CompleteDialog, type MissLine } from './CompleteDialog';
import { pickAndDrop } from './pickAndDrop';
import { QuizFeedback } from './QuizFeedback';

const { Scene: BoardScene, start: startBoardScene } = sceneCode(() => import('../../scenes/board/BoardScene'));
/** Starts fetching the scene's code, renderer and typeface: the page calls it as it mounts, before its texts arrive. */
export { startBoardScene };

/** The challenge screen: counters, instructions, the PixiJS board, feedback and result dialogs. */
export function ChallengeView() {
  const { t } = useLanguage();
  const slice = useSnapshot(challenge());
  const { game, selected } = slice;
  const box = useRef<HTMLDivElement>(null);
  const size = useBoxSize(box, { measureNow: false });
  const fontsReady = useFontsReady();
  useEffect(startBoardScene, []);
  const painted = useAfterFirstPaint();
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState<EnergyId | null>(null);
  const [focusedTarget, setFocusedTarget] = useState<EnergyId | null>(null);
  const layout = boardLayoutFor(size.width || 1, size.height || 1);
  const fit = fitLayout(layout, size.width || 1, size.height || 1);
  const { points, attempts, remaining, wrong, correctPercent, wrongPercent, complete, dialogOpen } = challengeFacts(game);
  const { feedback } = game;
  const feedbackParams = feedback ? { risk: hazardName(feedback.hazardId), energy: energyName(feedback.energyId) } : null;
  const misses: MissLine[] = game.completeOpen
    ? missedHazards(game).map(({ hazardId, tried }) => ({
        id: hazardId,
        name: hazardName(hazardId),
        tried: tried.map(energyName).join(', '),
        answer: energyName(hazardById(hazardId)?.energyId ?? tried[0] ?? 1),
        explanation: hazardExplanation(hazardId),
      }))
    : [];

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

  // After the result, the way on is a new game.
  const focusNewGame = useCallback((event: Event) => {
    const button = document.querySelector<HTMLButtonElement>('[data-testid="new-game"]');
    if (button) {
      event.preventDefault();
      button.focus({ preventScroll: true });
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
        <button type="button" className="button button--primary button--large new-game" onClick={startNewGame} data-testid="new-game">
          <RotateCcw aria-hidden="true" /> {t('challenge.newGame')}
        </button>
      </div>
      {complete && (
        <p className="challenge__banner" role="status" data-testid="complete-banner">
          <PartyPopper aria-hidden="true" /> {t('challenge.banner', { count: attempts })}
        </p>
      )}
      <section ref={box} className="board-scene" aria-label={t('challenge.boardLabel')} data-testid="board-scene" data-scene-stage data-attempts={game.attempts}>
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
        {announcementText(slice.announcement)}
      </p>
      <QuizFeedback
        isOpen={feedback !== null && !game.completeOpen}
        isCorrect={feedback?.correct ?? false}
        riscoName={feedbackParams?.risk ?? ''}
        energiaName={feedbackParams?.energy ?? ''}
        why={feedback ? (feedback.correct ? hazardExplanation(feedback.hazardId) : hazardHint(feedback.hazardId)) : ''}
        onClose={dismissFeedback}
        onCloseAutoFocus={focusNextTile}
      />
      <CompleteDialog
        open={game.completeOpen}
        attempts={attempts}
        correct={points}
        wrong={wrong}
        correctPercent={correctPercent}
        wrongPercent={wrongPercent}
        last={feedback?.correct && feedbackParams ? { text: t('challenge.feedback.correctText', feedbackParams), explanation: hazardExplanation(feedback.hazardId) } : null}
        misses={misses}
        onClose={dismissComplete}
        onPlayAgain={startNewGame}
        onCloseAutoFocus={focusNewGame}
      />
      {selected !== null && (
        <button type="button" className="visually-hidden" onClick={() => pickAndDrop({ type: 'escape' })}>
          {t('challenge.announce.cancelled')}
        </button>
      )}
    </div>
  );
}

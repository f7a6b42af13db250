import { CheckCircle2, Info, RotateCcw } from 'lucide-react';
import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import ccmArt from '../../../assets/art/ccm-intro.svg';
import { useLanguage } from '../../i18n/LanguageContext';
import type { Stage } from '../../rules/lockout';
import { operatorOnTag, procedureSteps } from '../../state/selectors';
import { closeDialogs, closeIntro, dismissHelp, dispatch, restart, setTagView, simulator } from '../../state/simulator';
import { Modal } from '../common/Modal';
import { TagCard } from './TagCard';
import { TesterArt } from './TesterArt';

/**
 * The control a keyboard user needs next at each stage: the lever, the padlock, the tag, the TEST
 * button (or the tab that holds them when another tab is open), and at the end the Actions tab
 * with the result and the restart.
 */
function nextControl(stage: Stage): HTMLElement | null {
  const find = (testId: string) => document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
  const shown = (el: HTMLElement | null) => (el && el.getClientRects().length > 0 ? el : null);
  switch (stage) {
    case 'initial':
      return find('twin-handle');
    case 'power_off':
      return find('twin-padlock');
    case 'locked':
      return shown(find('inventory-tag')) ?? find('tab-inventory');
    case 'tagged':
      return shown(find('test-button')) ?? find('tab-inventory');
    case 'complete':
      return find('tab-actions');
  }
}

/**
 * When a dialog closes, focus goes to the next control instead of staying on the page (the
 * control that opened the dialog may be gone: the tag form once the tag hangs, a disabled TEST
 * button, nothing at all for the dialogs that open by themselves).
 */
function focusNext(stage: Stage, when: (stage: Stage) => boolean = () => true) {
  return (event: Event) => {
    if (!when(stage)) return;
    // The dialog calls this in a timer after it is gone; if another dialog opened meanwhile
    // (the Help dialog from its tab), moving the focus behind it would switch the panel's tab
    // and take that dialog away.
    if (document.querySelector('[role="dialog"]')) {
      event.preventDefault();
      return;
    }
    const target = nextControl(stage);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
}

/** What the test is, in order: the try-out, live-dead-live with a two-pole tester, stored energy. */
const testStepKeys = [
  'simulator.testDialog.tryOut',
  'simulator.testDialog.proveBefore',
  'simulator.testDialog.testTerminals',
  'simulator.testDialog.proveAfter',
  'simulator.testDialog.storedEnergy',
] as const;

/** Every dialog of the simulator, driven by the store. */
export function SimulatorDialogs() {
  const { t, language } = useLanguage();
  const slice = useSnapshot(simulator());
  const { lockout, dialog } = slice;
  const operator = operatorOnTag(lockout, language);
  // Opened from the Help tab, the overlay gives focus back to its button; shown at the start it
  // hands it to the first thing to do.
  const helpOpener = useRef<Element | null>(null);
  const stepKeys = ['simulator.helpOverlay.step1', 'simulator.helpOverlay.step2', 'simulator.helpOverlay.step3', 'simulator.helpOverlay.step4'] as const;

  return (
    <>
      <Modal
        open={lockout.showHelp}
        onOpenChange={(open) => !open && dismissHelp()}
        onOpenAutoFocus={() => {
          helpOpener.current = document.activeElement === document.body ? null : document.activeElement;
        }}
        onCloseAutoFocus={(event) => {
          const opener = helpOpener.current;
          // (the dialog itself gives the focus back to nothing, so it is placed here)
          if (opener instanceof HTMLElement && opener.isConnected) {
            event.preventDefault();
            opener.focus();
          } else focusNext(lockout.stage)(event);
        }}
        title={t('simulator.helpOverlay.title')}
        description={t('simulator.helpOverlay.intro')}
        size="full"
        className="help-overlay"
        footer={
          <button type="button" className="button button--primary button--large" onClick={dismissHelp}>
            {t('simulator.helpOverlay.understood')}
          </button>
        }
      >
        <ol className="help-steps">
          {procedureSteps(lockout).map(({ step, done }, i) => {
            return (
              <li key={step} className={`help-steps__item ${done ? 'help-steps__item--done' : ''}`}>
                <span className="help-steps__number" aria-hidden="true">
                  {done ? <CheckCircle2 /> : step}
                </span>
                <span>
                  {t(stepKeys[i]!)}
                  {done && <strong className="help-steps__done"> — {t('simulator.helpOverlay.done')}</strong>}
                </span>
              </li>
            );
          })}
        </ol>
        <p className="help-overlay__keyboard">{t('simulator.helpOverlay.keyboard')}</p>
      </Modal>

      {/* Specification: the intro appears on open unless the help overlay is shown. */}
      <Modal
        open={slice.introOpen && !lockout.showHelp}
        onOpenChange={(open) => !open && closeIntro()}
        onCloseAutoFocus={focusNext(lockout.stage)}
        title={t('simulator.intro.title')}
        description={t('simulator.intro.text')}
        size="wide"
        footer={
          <button type="button" className="button button--primary" onClick={closeIntro}>
            {t('simulator.intro.understood')}
          </button>
        }
      >
        <img className="modal__art" src={ccmArt} alt={t('simulator.intro.imageAlt')} width={480} height={300} />
      </Modal>

      <Modal
        open={dialog === 'tag_confirm'}
        onOpenChange={(open) => !open && closeDialogs()}
        // Cancelled, the apply button is still there and gets focus back; confirmed, the form is gone.
        onCloseAutoFocus={focusNext(lockout.stage, (stage) => stage !== 'locked')}
        title={t('simulator.tagDialog.title')}
        description={t('simulator.tagDialog.description')}
        tone="danger"
        footer={
          <>
            <button type="button" className="button button--secondary" onClick={closeDialogs}>
              {t('simulator.tagDialog.cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                closeDialogs();
                dispatch({ type: 'apply_tag' });
              }}
            >
              {t('simulator.tagDialog.confirm')}
            </button>
          </>
        }
      >
        <TagCard tagInfo={lockout.tagInfo} operator={operator} />
        <p className="tag-note" data-testid="tag-note">
          <Info aria-hidden="true" className="tag-note__icon" />
          {t('simulator.tagDialog.realTag')}
        </p>
      </Modal>

      <Modal
        open={dialog === 'test_applied'}
        onOpenChange={(open) => !open && dispatch({ type: 'finish_test' })}
        title={t('simulator.testDialog.title')}
        description={t('simulator.testDialog.text')}
        tone="safe"
        footer={
          <button type="button" className="button button--primary" onClick={() => dispatch({ type: 'finish_test' })}>
            {t('simulator.testDialog.continue')}
          </button>
        }
      >
        <div className="tester-art" role="img" aria-label={t('simulator.testDialog.imageAlt')} data-testid="tester-art">
          <TesterArt zero={t('simulator.scene.zeroVolts')} />
        </div>
        <ol className="test-steps" data-testid="test-steps">
          {testStepKeys.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
      </Modal>

      <Modal
        open={dialog === 'complete'}
        onOpenChange={(open) => !open && closeDialogs()}
        onCloseAutoFocus={focusNext(lockout.stage, (stage) => stage === 'complete')}
        title={t('simulator.completeDialog.title')}
        description={t('simulator.completeDialog.subtitle')}
        tone="safe"
        footer={
          <>
            <button type="button" className="button button--secondary" onClick={closeDialogs}>
              {t('simulator.completeDialog.close')}
            </button>
            <button type="button" className="button button--primary" onClick={restart}>
              <RotateCcw aria-hidden="true" /> {t('simulator.completeDialog.restart')}
            </button>
          </>
        }
      >
        <div className="complete-summary">
          <CheckCircle2 className="complete-summary__icon" aria-hidden="true" />
          <p>{t('simulator.completeDialog.text')}</p>
          <p className="complete-summary__locks">{t('simulator.completeDialog.locksOn')}</p>
          <p className="complete-summary__tag">{t('simulator.completeDialog.realTag')}</p>
          <p className={`complete-summary__errors ${lockout.errors === 0 ? 'complete-summary__errors--none' : ''}`} data-testid="complete-errors">
            {lockout.errors === 0 ? t('simulator.completeDialog.perfect') : t('simulator.completeDialog.errors', { count: lockout.errors })}
          </p>
        </div>
      </Modal>

      <Modal
        open={slice.tagViewOpen}
        onOpenChange={setTagView}
        title={t('simulator.tag.viewTitle')}
        tone="danger"
        closeLabel={t('simulator.tag.close')}
      >
        <TagCard tagInfo={lockout.tagInfo} operator={operator} />
      </Modal>
    </>
  );
}

import { Check, CircleHelp, FlaskConical, ListChecks, Lock, RotateCcw, Tag, Wrench } from 'lucide-react';
import * as Tabs from '../common/Tabs';
import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useLanguage } from '../../i18n/LanguageContext';
import { canTest, TAG_FIELD_MAX, TABS, type Tab } from '../../rules/lockout';
import { operatorField, panelFacts, procedureSteps, reasonFilled as isReasonFilled, tagFormShown, testHint, typedLength } from '../../state/selectors';
import { dispatch, restart, simulator } from '../../state/simulator';
import { HelpDialog } from './HelpDialog';

const STEP_KEYS = ['simulator.inventory.step1', 'simulator.inventory.step2', 'simulator.inventory.step3', 'simulator.inventory.step4'] as const;

function isTab(value: string): value is Tab {
  return (TABS as readonly string[]).includes(value);
}

/** The Steps tab: procedure progress, the inventory (padlock, tag), TEST and the error count. */
function StepsTab() {
  const { t } = useLanguage();
  const { lockout } = useSnapshot(simulator());
  const { stage } = lockout;
  const { locked, tagged } = panelFacts(stage);
  const hint = testHint(stage);
  return (
    <div className="steps-tab">
      <h3 className="side-panel__heading">{t('simulator.inventory.progress')}</h3>
      <ol className="progress-list">
        {procedureSteps(lockout).map(({ step, done, current }, i) => {
          return (
            <li key={step} className={`progress-list__item ${done ? 'is-done' : ''} ${current ? 'is-current' : ''}`} aria-current={current ? 'step' : undefined}>
              <span className="progress-list__mark" aria-hidden="true">
                {done ? <Check /> : step}
              </span>
              <span>
                {t(STEP_KEYS[i]!)}
                <span className="visually-hidden">
                  {done ? ` (${t('simulator.inventory.stepDone')})` : current ? ` (${t('simulator.inventory.stepCurrent')})` : ''}
                </span>
              </span>
            </li>
          );
        })}
      </ol>

      <h3 className="side-panel__heading">{t('simulator.inventory.title')}</h3>
      <div className="inventory">
        <button
          type="button"
          className="inventory__item"
          aria-disabled={locked}
          data-testid="inventory-padlock"
          onClick={() => !locked && dispatch({ type: 'select_item', item: 'lock' })}
        >
          <span className="inventory__icon inventory__icon--lock" aria-hidden="true">
            <Lock />
          </span>
          <span className="inventory__text">
            <strong>{t('simulator.inventory.padlock')}</strong>
            <span>{locked ? t('simulator.inventory.applied') : t('simulator.inventory.padlockText')}</span>
          </span>
          {locked && <Check className="inventory__check" aria-hidden="true" />}
        </button>
        <button
          type="button"
          className={`inventory__item ${lockout.selectedItem === 'tag' ? 'is-selected' : ''}`}
          aria-disabled={tagged}
          aria-pressed={lockout.selectedItem === 'tag'}
          data-testid="inventory-tag"
          onClick={() => !tagged && dispatch({ type: 'select_item', item: 'tag' })}
        >
          <span className="inventory__icon inventory__icon--tag" aria-hidden="true">
            <Tag />
          </span>
          <span className="inventory__text">
            <strong>{t('simulator.inventory.tag')}</strong>
            <span>{tagged ? t('simulator.inventory.applied') : t('simulator.inventory.tagText')}</span>
          </span>
          {tagged && <Check className="inventory__check" aria-hidden="true" />}
        </button>
      </div>

      <button type="button" className="button button--test" data-testid="test-button" disabled={!canTest(stage)} onClick={() => dispatch({ type: 'test' })} aria-describedby="test-hint">
        <FlaskConical aria-hidden="true" /> {t('simulator.inventory.test')}
      </button>
      <p id="test-hint" className="side-panel__hint">
        {hint === 'none' ? '' : hint === 'applied' ? t('simulator.inventory.applied') : t('simulator.inventory.testHint')}
      </p>

      <div className="steps-tab__footer">
        <p className={`error-count ${lockout.errors > 0 ? 'error-count--some' : ''}`} data-testid="error-count">
          {t('simulator.inventory.errors', { count: lockout.errors })}
        </p>
        <button type="button" className="button button--secondary button--small" onClick={restart}>
          <RotateCcw aria-hidden="true" /> {t('simulator.inventory.restart')}
        </button>
      </div>
    </div>
  );
}

/** The tag form: reason required (apply disabled while empty), permit and operator optional. */
function TagForm() {
  const { t, language } = useLanguage();
  // Synchronous snapshots for controlled inputs: no lost keystrokes, no jumping caret.
  const { lockout } = useSnapshot(simulator(), { sync: true });
  const { tagInfo } = lockout;
  const reasonFilled = isReasonFilled(lockout);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'request_tag_confirmation' });
  };
  return (
    <form className="tag-form" onSubmit={onSubmit} noValidate>
      <h3 className="side-panel__heading">{t('simulator.actions.formTitle')}</h3>
      <div className="field">
        <label htmlFor="tag-reason">
          {t('simulator.actions.reasonLabel')} <span className="field__required">({t('simulator.actions.required')})</span>
        </label>
        <textarea
          id="tag-reason"
          rows={3}
          dir="auto"
          value={tagInfo.reason}
          placeholder={t('simulator.actions.reasonPlaceholder')}
          aria-required="true"
          aria-describedby="tag-reason-count tag-reason-hint"
          onChange={(e) => dispatch({ type: 'update_tag', fields: { reason: e.target.value } })}
        />
        <div className="field__meta">
          <span id="tag-reason-hint" className="field__hint">
            {reasonFilled ? '' : t('simulator.actions.reasonMissing')}
          </span>
          <span id="tag-reason-count" className="field__counter">
            {t('simulator.actions.counter', { count: typedLength(tagInfo.reason), max: TAG_FIELD_MAX })}
          </span>
        </div>
      </div>
      <div className="field">
        <label htmlFor="tag-permit">
          {t('simulator.actions.permitLabel')} <span className="field__optional">({t('simulator.actions.optional')})</span>
        </label>
        <input
          id="tag-permit"
          dir="auto"
          value={tagInfo.permitNumber}
          placeholder={t('simulator.actions.permitPlaceholder')}
          autoComplete="off"
          onChange={(e) => dispatch({ type: 'update_tag', fields: { permitNumber: e.target.value } })}
        />
      </div>
      <div className="field">
        <label htmlFor="tag-operator">
          {t('simulator.actions.operatorLabel')} <span className="field__optional">({t('simulator.actions.optional')})</span>
        </label>
        <input
          id="tag-operator"
          dir="auto"
          value={operatorField(lockout, language)}
          placeholder={t('simulator.actions.operatorPlaceholder')}
          autoComplete="name"
          onChange={(e) => dispatch({ type: 'update_tag', fields: { operator: e.target.value } })}
        />
      </div>
      {/* aria-disabled, not disabled: still announced as unavailable, but a press explains why. */}
      <button type="submit" className="button button--primary tag-form__submit" aria-disabled={!reasonFilled}>
        <Tag aria-hidden="true" /> {t('simulator.actions.apply')}
      </button>
    </form>
  );
}

/** The Actions tab: the tag form, the completion message, or a prompt to pick an item. */
function ActionsTab() {
  const { t } = useLanguage();
  const { lockout } = useSnapshot(simulator());
  if (panelFacts(lockout.stage).tested) {
    return (
      <div className="actions-complete">
        <Check className="actions-complete__icon" aria-hidden="true" />
        <h3>{t('simulator.actions.completeTitle')}</h3>
        {/* The right order is praised only when it was kept; a slip on the way is said plainly. */}
        <p data-testid="complete-text">{t(lockout.errors > 0 ? 'simulator.actions.completeTextErrors' : 'simulator.actions.completeText')}</p>
        <button type="button" className="button button--primary" onClick={restart}>
          <RotateCcw aria-hidden="true" /> {t('simulator.actions.restart')}
        </button>
      </div>
    );
  }
  if (tagFormShown(lockout)) return <TagForm />;
  return (
    <div className="actions-empty">
      <Wrench aria-hidden="true" />
      <p>
        <strong>{t('simulator.actions.selectItem')}</strong>
      </p>
      <p>{t('simulator.actions.selectItemHint')}</p>
    </div>
  );
}

/** The Help tab: the short how-to, the full Help dialog and the game instructions again. */
function HelpTab() {
  const { t } = useLanguage();
  const [open, setOpen] = useState(false);
  return (
    <div className="help-tab">
      <p>{t('simulator.help.playText1')}</p>
      <p>{t('simulator.help.playText3')}</p>
      <div className="help-tab__buttons">
        <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
          <CircleHelp aria-hidden="true" /> {t('simulator.help.open')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => dispatch({ type: 'show_help' })}>
          <ListChecks aria-hidden="true" /> {t('simulator.help.showOverlay')}
        </button>
      </div>
      <HelpDialog open={open} onOpenChange={setOpen} />
    </div>
  );
}

/** The right-hand panel: Steps, Actions and Help tabs, controlled by the simulator state. */
export function SidePanel() {
  const { t } = useLanguage();
  const { lockout } = useSnapshot(simulator());
  const actionsActive = lockout.activeTab === 'actions';
  const pending = tagFormShown(lockout);
  return (
    <Tabs.Root className="side-panel" value={lockout.activeTab} onValueChange={(value) => isTab(value) && dispatch({ type: 'set_tab', tab: value })}>
      <Tabs.List className="side-panel__tabs" aria-label={t('simulator.tabs.label')}>
        <Tabs.Trigger value="inventory" className="side-panel__tab" data-testid="tab-inventory">
          {t('simulator.tabs.inventory')}
        </Tabs.Trigger>
        <Tabs.Trigger value="actions" className="side-panel__tab" data-testid="tab-actions">
          {t('simulator.tabs.actions')}
          {/* The dot is there while the tab is not open (the specification); it pulses, and says
              "action pending", only while the tag form there waits to be filled in. */}
          {!actionsActive && (
            <span className={`pulse-dot ${pending ? 'pulse-dot--pending' : ''}`} data-testid="actions-dot" data-pending={pending}>
              {pending && <span className="visually-hidden">({t('simulator.tabs.actionsPending')})</span>}
            </span>
          )}
        </Tabs.Trigger>
        <Tabs.Trigger value="help" className="side-panel__tab">
          {t('simulator.tabs.help')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="inventory" className="side-panel__content">
        <StepsTab />
      </Tabs.Content>
      <Tabs.Content value="actions" className="side-panel__content">
        <ActionsTab />
      </Tabs.Content>
      <Tabs.Content value="help" className="side-panel__content">
        <HelpTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}

import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useLanguage } from '../../i18n/LanguageContext';
import type { MessageKey } from '../../i18n/messages';
import { TAG_LIMITS, type Attempt, type AttemptAction } from '../../rules/attempt';
import { paintedLabel, type ComponentDef } from '../../rules/machine';
import { PART_MODELS } from '../../rules/parts';
import { act, scenarioSlice, selectPart, setTesterOpen } from '../../state/scenario';
import { attemptScenario, partActions } from '../../state/scenarioSelectors';
import { Modal } from '../common/Modal';
import { returnFocus } from './focusReturn';
import { partState } from './partState';

/** The words on an action's button, by what it does and to which kind of part. */
function actionLabel(action: AttemptAction, c: ComponentDef): MessageKey {
  switch (action.type) {
    case 'operate':
      // Its kind says how it is turned (a valve opens, a pull cord is pulled): src/rules/parts/.
      return `scenarios.actions.${PART_MODELS[c.kind].operateWord(c, action.position)}`;
    case 'press_start':
      return 'scenarios.actions.pressStart';
    case 'press_stop':
      return 'scenarios.actions.pressStop';
    case 'lock':
      return 'scenarios.actions.lock';
    case 'unlock':
      return 'scenarios.actions.unlock';
    case 'cut_lock':
      return 'scenarios.actions.cutLock';
    case 'tag':
      return 'scenarios.actions.tag';
    case 'untag':
      return 'scenarios.actions.untag';
    case 'remove_block':
      return 'scenarios.actions.removeBlock';
    case 'read_gauge':
      return 'scenarios.actions.readGauge';
    case 'check_standstill':
      return 'scenarios.actions.checkStandstill';
    case 'restrain':
      return 'scenarios.actions.restrain';
    case 'cover':
      return 'scenarios.actions.cover';
    case 'earth':
      return 'scenarios.actions.earth';
    case 'remove_earth':
      return 'scenarios.actions.removeEarth';
    default:
      return 'scenarios.actions.close';
  }
}

/** The tag form: name and reason; the date and time are the moment it is hung. */
function TagForm({ device, onDone }: { device: string; onDone: () => void }) {
  const { t } = useLanguage();
  const [name, setName] = useState('');
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    act({ type: 'tag', device, tag: { name, reason } });
    onDone();
  };
  return (
    <form className="tag-form" onSubmit={submit} data-testid="scenario-tag-form">
      <label>
        {t('scenarios.tag.name')}
        <input value={name} maxLength={TAG_LIMITS.name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
      </label>
      <label>
        {t('scenarios.tag.reason')}
        <input value={reason} maxLength={TAG_LIMITS.reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      <p className="tag-form__note">{t('scenarios.tag.dateNote')}</p>
      <button type="submit" className="button button--primary">
        {t('scenarios.tag.hang')}
      </button>
    </form>
  );
}

/** The actions of the selected part, in a dialog (the same for mouse, finger and keyboard). */
export function PartActions({ attempt, names }: { attempt: Attempt; names: Record<string, string> }) {
  const { t, language } = useLanguage();
  const { selected } = useSnapshot(scenarioSlice());
  const [tagging, setTagging] = useState<string | null>(null);
  const machine = attemptScenario(attempt).machine;
  const c = selected ? machine.components.find((p) => p.id === selected) : undefined;
  const close = () => {
    setTagging(null);
    selectPart(null);
  };
  if (!c) return null;
  const actions = partActions(attempt, c.id);
  return (
    <Modal
      onCloseAutoFocus={returnFocus}
      open
      onOpenChange={(open) => !open && close()}
      title={names[c.id]}
      description={`${paintedLabel(c, language)} · ${partState(t, language, machine, attempt, c.id)}`}
      closeLabel={t('scenarios.actions.close')}
      className="part-actions"
    >
      {tagging === c.id ? (
        <TagForm device={c.id} onDone={close} />
      ) : (
        <div className="part-actions__list" role="group" aria-label={t('scenarios.actions.title')}>
          {actions.map((action) => (
            <button
              key={`${action.type}-${'position' in action ? action.position : ''}`}
              type="button"
              className={`button ${action.type === 'cut_lock' ? 'button--danger' : 'button--secondary'}`}
              onClick={() => {
                if (action.type === 'tag') {
                  setTagging(c.id);
                  return;
                }
                act(action);
                close();
              }}
            >
              {t(actionLabel(action, c))}
            </button>
          ))}
          {c.kind === 'testpoint' && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                close();
                setTesterOpen(true);
              }}
            >
              {t('scenarios.actions.measure')}
            </button>
          )}
          {actions.length === 0 && c.kind !== 'testpoint' && <p>{t('scenarios.actions.none')}</p>}
        </div>
      )}
    </Modal>
  );
}

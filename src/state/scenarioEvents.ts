import { reduce, startAttempt, type Attempt, type AttemptAction, type AttemptEffect } from '../rules/attempt';
import { buildScenario, scenarioDef } from '../rules/scenario';
import type { MessageKey } from '../i18n/messages';

/**
 * One line of a work order's event log: what the machine or the judge did in answer to the
 * trainee, kept untranslated (a key and its values) so it follows the language on screen.
 * `part` is a component id: the view puts in its name and painted label.
 */
export interface WorkOrderEvent {
  /** When it happened (ms since 1970, the attempt's own clock). */
  at: number;
  key: MessageKey;
  /** The part it concerns, if any. */
  part?: string;
  tone: 'info' | 'success' | 'warning' | 'danger';
}

/** The notice a refusal puts in the log (the other refusals are said elsewhere or not at all). */
const REFUSAL_NOTICES: Partial<Record<Extract<AttemptEffect, { kind: 'refused' }>['why'], MessageKey>> = {
  undo_in_assessment: 'scenarios.notices.noUndo',
  box_locked: 'scenarios.notices.boxLocked',
  box_empty: 'scenarios.notices.boxEmpty',
  key_in_box: 'scenarios.notices.keyInBox',
};

/** The most events a log keeps (the oldest go first). */
export const MAX_EVENTS = 200;

/** The events one action caused: what the machine did, the work declared safe or done, a refusal, a mistake explained. */
export function eventsOf(before: Attempt, after: Attempt, effects: readonly AttemptEffect[], at: number): WorkOrderEvent[] {
  const found: WorkOrderEvent[] = [];
  for (const effect of effects) {
    if (effect.kind === 'machine') {
      for (const e of effect.events) {
        if (e.kind === 'started') found.push({ at, key: 'scenarios.events.started', part: e.load, tone: 'warning' });
        else if (e.kind === 'no_start') found.push({ at, key: 'scenarios.events.noStart', part: e.load, tone: 'success' });
        else if (e.kind === 'dropped') found.push({ at, key: 'scenarios.events.dropped', part: e.part, tone: 'danger' });
        else if (e.kind === 'coasting') found.push({ at, key: 'scenarios.events.coasting', part: e.load, tone: 'warning' });
        else if (e.kind === 'standstill') found.push({ at, key: 'scenarios.events.standstill', part: e.load, tone: 'info' });
      }
    } else if (effect.kind === 'mistake') {
      found.push({ at, key: `mistakes.${effect.mistake.code}.title`, tone: effect.mistake.critical ? 'danger' : 'warning' });
    } else if (effect.kind === 'refused') {
      const key = REFUSAL_NOTICES[effect.why];
      if (key) found.push({ at, key, tone: 'info' });
    }
  }
  if (before.phase === 'lockout' && after.phase === 'work') found.push({ at, key: 'scenarios.events.declaredSafe', tone: 'success' });
  if (before.phase === 'work' && after.phase === 'restore') found.push({ at, key: 'scenarios.events.workDone', tone: 'info' });
  return found;
}

/** Adds events to a log, keeping the newest MAX_EVENTS. */
export function appendEvents(log: readonly WorkOrderEvent[], events: readonly WorkOrderEvent[]): WorkOrderEvent[] {
  return [...log, ...events].slice(-MAX_EVENTS);
}

/**
 * The event log of an attempt, rebuilt from its actions (a work order resumed after a reload has
 * the same log as before it): the actions are replayed from the start as the judge saw them.
 */
export function replayEvents(attempt: Attempt): WorkOrderEvent[] {
  const def = scenarioDef(attempt.scenario);
  if (!def) return [];
  let a = startAttempt({ id: attempt.id, scenario: buildScenario(def, attempt.seed), ruleSet: attempt.ruleSet, mode: attempt.mode, language: attempt.language, at: attempt.startedAt });
  let history: readonly Attempt[] = [];
  let log: WorkOrderEvent[] = [];
  for (const entry of attempt.log) {
    const step = reduce(a, entry.action as AttemptAction, entry.at, history);
    log = appendEvents(log, eventsOf(a, step.attempt, step.effects, entry.at));
    a = step.attempt;
    history = step.history;
  }
  return log;
}

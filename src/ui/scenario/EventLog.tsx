import '../styles/eventLog.css';
import { History } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import type { MessageKey, Translate } from '../../i18n/messages';
import { paintedLabel, type Machine } from '../../rules/machine';
import type { Language } from '../../rules/language';
import type { WorkOrderEvent } from '../../state/scenarioEvents';
import { useSection } from '../common/useSection';

/** An event (or the live announcement) in words: the part by its name and the label painted on it. */
export function eventText(t: Translate, language: Language, event: { key: MessageKey; part?: string }, machine: Machine, names: Record<string, string>): string {
  const part = event.part ? machine.components.find((c) => c.id === event.part) : undefined;
  return t(event.key, { part: part ? (names[part.id] ?? part.id) : '', label: part ? paintedLabel(part, language) : '' });
}

/**
 * Everything that happened in the work order so far, newest last, each with its time: the trainee
 * reads back what a notice said and what the machine did, by keyboard or screen reader. Kept for
 * the attempt (rebuilt from its actions when it is resumed).
 */
export function EventLog({ events, machine, names }: { events: readonly WorkOrderEvent[]; machine: Machine; names: Record<string, string> }) {
  const { t, language } = useLanguage();
  // The list is drawn only while open (closed, its lines would repeat the notices' words unseen).
  const [open, setOpen] = useState(false);
  // A mistake's line is its title, from the mistakes' texts: they load when the list opens.
  const ready = useSection('mistakes', open);
  // Made when the open list first shows a time: the first Intl format loads the browser's locale
  // data, a long task on a phone, which the page's first render does not need.
  const clock = useMemo(() => (open ? new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', second: '2-digit' }) : null), [language, open]);
  return (
    <details className="event-log" data-testid="event-log" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="event-log__summary">
        <History aria-hidden="true" /> {t('scenarios.eventLog.title', { count: events.length })}
      </summary>
      {!open || !ready ? null : events.length === 0 ? (
        <p className="event-log__empty">{t('scenarios.eventLog.empty')}</p>
      ) : (
        <ol className="event-log__list" tabIndex={0} aria-label={t('scenarios.eventLog.title', { count: events.length })}>
          {events.map((e, i) => (
            <li key={`${i}-${e.at}`} className={`event-log__item event-log__item--${e.tone}`} data-key={e.key}>
              <time dateTime={new Date(e.at).toISOString()}>{clock?.format(e.at)}</time> <span>{eventText(t, language, e, machine, names)}</span>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}

import '../styles/content.css';
import { ArrowRight, Printer } from 'lucide-react';
import * as Tabs from 'radix-ui/tabs';
import { useState } from 'react';
import { Link } from 'wouter';
import { useLanguage } from '../../i18n/LanguageContext';
import { currentSearch, replaceSearch } from '../../platform/location';
import { DEFAULT_RULE_SET, RULE_SETS, SEQUENCES, isRuleSet, type RuleSetId } from '../../rules/ruleSet';
import type { ScenarioDomain } from '../../rules/scenario';
import { ROUTES } from '../../platform/routes';
import { useSection } from '../common/useSection';
import { ContentFrame } from './parts';
import { stepText } from '../common/textKeys';

const DOMAINS: readonly ScenarioDomain[] = ['machine', 'electrical'];
// The work order that practises each kind of work.
const PRACTICE: Record<ScenarioDomain, string> = { machine: 'bomba-p101', electrical: 'quadro-qd401' };

function initial(): { ruleSet: RuleSetId | null; domain: ScenarioDomain } {
  const query = new URLSearchParams(currentSearch());
  const ruleSet = query.get('regras');
  return { ruleSet: isRuleSet(ruleSet) ? ruleSet : null, domain: query.get('trabalho') === 'eletrico' ? 'electrical' : 'machine' };
}

/** Keeps the choice in the address, so a printed or shared link opens the same sequence. */
function remember(ruleSet: RuleSetId, domain: ScenarioDomain): void {
  const query = new URLSearchParams(currentSearch());
  query.set('regras', ruleSet);
  query.set('trabalho', domain === 'electrical' ? 'eletrico' : 'maquina');
  replaceSearch(query);
}

/** One rule set's sequence for one kind of work: numbered places, each with its steps, what to do and the clause. */
function Sequence({ ruleSet, domain }: { ruleSet: RuleSetId; domain: ScenarioDomain }) {
  const { t } = useLanguage();
  const text = (step: string, part: 'title' | 'do') => stepText(t, ruleSet, domain, step, part);
  return (
    <ol className="procedure" data-testid="procedure">
      {SEQUENCES[ruleSet][domain].map((place, index) => (
        <li key={place.map((s) => s.step).join('+')} className="procedure__place">
          <span className="procedure__number" aria-hidden="true">
            {index + 1}
          </span>
          <div className="procedure__steps">
            {place.length > 1 && <p className="procedure__together">{t('pages.procedures.anyOrder')}</p>}
            {place.map(({ step, clause }) => (
              <div key={step} className="procedure__step" data-step={step}>
                <h3>{text(step, 'title')}</h3>
                <p>{text(step, 'do')}</p>
                <p className={clause ? 'clause' : 'clause clause--none'}>{clause ?? t('pages.procedures.noClause')}</p>
              </div>
            ))}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** The one-page checklist that prints instead of the page: blanks to fill in, then a box per step. */
function Checklist({ ruleSet, domain }: { ruleSet: RuleSetId; domain: ScenarioDomain }) {
  const { t } = useLanguage();
  const blanks = ['machine', 'date', 'name', 'signature'] as const;
  return (
    <section className="checklist" data-testid="checklist">
      <h2 className="checklist__title">{t('pages.procedures.checklist.title')}</h2>
      <p className="checklist__rules">
        {t(`scenarios.ruleSets.${ruleSet}.name`)} · {t(`pages.procedures.${domain}`)}
      </p>
      <dl className="checklist__blanks">
        {blanks.map((blank) => (
          <div key={blank}>
            <dt>{t(`pages.procedures.checklist.${blank}`)}</dt>
            <dd />
          </div>
        ))}
        <div className="checklist__sources">
          <dt>{t('pages.procedures.checklist.sources')}</dt>
          <dd />
        </div>
      </dl>
      <table className="checklist__steps">
        <tbody>
          {SEQUENCES[ruleSet][domain].flatMap((place, index) =>
            place.map(({ step, clause }, within) => (
              <tr key={step}>
                <td className="checklist__box">
                  <span className="checklist__tick" />
                </td>
                <td className="checklist__number">{within === 0 ? index + 1 : ''}</td>
                <td>
                  <strong>{stepText(t, ruleSet, domain, step, 'title')}</strong>
                  <span className="checklist__do">{stepText(t, ruleSet, domain, step, 'do')}</span>
                </td>
                <td className="checklist__clause">{clause ?? '—'}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
      <p className="checklist__note">{t('pages.procedures.checklist.note')}</p>
    </section>
  );
}

/** /procedimentos: each rule set's sequence, step by step with its clause, and a printable one-page checklist. */
export default function ProceduresPage() {
  const { t, language } = useLanguage();
  const ready = useSection('scenarios');
  const [choice, setChoice] = useState(initial);
  const ruleSet = choice.ruleSet ?? DEFAULT_RULE_SET[language];
  const { domain } = choice;
  const choose = (next: { ruleSet?: RuleSetId; domain?: ScenarioDomain }) => {
    const value = { ruleSet: next.ruleSet ?? ruleSet, domain: next.domain ?? domain };
    setChoice(value);
    remember(value.ruleSet, value.domain);
  };
  const practice = `${ROUTES.scenarios}/${PRACTICE[domain]}?regras=${ruleSet}`;
  return (
    <ContentFrame id="procedures" state={ready ? { status: 'ready' } : { status: 'loading' }}>
      {() => (
        <>
          <p className="content-intro">{t('pages.procedures.intro')}</p>
          <Tabs.Root value={ruleSet} onValueChange={(value) => isRuleSet(value) && choose({ ruleSet: value })} className="procedures">
            <Tabs.List className="procedures__rule-sets" aria-label={t('pages.procedures.ruleSet')}>
              {RULE_SETS.map((id) => (
                <Tabs.Trigger key={id} value={id} className="procedures__rule-set" data-testid={`rule-set-${id}`}>
                  {t(`scenarios.ruleSets.${id}.name`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {RULE_SETS.map((id) => (
              <Tabs.Content key={id} value={id} className="procedures__panel">
                <p className="procedures__summary">{t(`scenarios.ruleSets.${id}.summary`)}</p>
                <fieldset className="segmented">
                  <legend>{t('pages.procedures.domain')}</legend>
                  {DOMAINS.map((d) => (
                    <label key={d} className="segmented__option">
                      <input type="radio" name={`domain-${id}`} value={d} checked={domain === d} onChange={() => choose({ domain: d })} />
                      <span>{t(`pages.procedures.${d}`)}</span>
                    </label>
                  ))}
                </fieldset>
                <Sequence ruleSet={id} domain={domain} />
                <div className="procedures__actions">
                  <button type="button" className="button button--primary" onClick={() => window.print()} data-testid="print-checklist">
                    <Printer aria-hidden="true" /> {t('pages.procedures.print')}
                  </button>
                  <Link href={practice} className="button button--secondary practice-link">
                    {t('pages.procedures.practise')} <ArrowRight aria-hidden="true" />
                  </Link>
                </div>
              </Tabs.Content>
            ))}
          </Tabs.Root>
          <Checklist ruleSet={ruleSet} domain={domain} />
        </>
      )}
    </ContentFrame>
  );
}

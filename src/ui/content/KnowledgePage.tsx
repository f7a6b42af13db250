import '../styles/content.css';
import { useLanguage } from '../../i18n/LanguageContext';
import type { EnergyKey, KnowledgeContent, KnowledgeSection } from '../../content/types';
import { ENERGIES } from '../../rules/catalog';
import { useSection } from '../common/useSection';
import { Figure } from './figures';
import { Clauses, ContentFrame, PracticeLink } from './parts';
import { useContent } from './useContent';

/** The eleven energy types: what each looks like on a machine and how it is controlled. */
function EnergyTable({ energies }: { energies: KnowledgeContent['energies'] }) {
  const { t } = useLanguage();
  return (
    <div className="energy-table-wrap">
      <table className="energy-table" data-testid="energy-table">
        <thead>
          <tr>
            <th scope="col">{t('pages.knowledge.energyType')}</th>
            <th scope="col">{t('pages.knowledge.energyWhere')}</th>
            <th scope="col">{t('pages.knowledge.energyControl')}</th>
          </tr>
        </thead>
        <tbody>
          {ENERGIES.map((energy) => {
            const text = energies[`e${energy.id}` as EnergyKey];
            return (
              <tr key={energy.id}>
                <th scope="row">{t(energy.key)}</th>
                <td>{text.where}</td>
                <td>{text.control}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Section({ section, energies }: { section: KnowledgeSection; energies: KnowledgeContent['energies'] }) {
  return (
    <section id={section.id} className={`content-section ${section.figure ? 'content-section--figure' : ''}`} aria-labelledby={`${section.id}-title`}>
      <div className="content-section__text">
        <h2 id={`${section.id}-title`}>{section.title}</h2>
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {section.items && (
          <dl className="content-items">
            {section.items.map((item) => (
              <div key={item.term}>
                <dt>{item.term}</dt>
                <dd>{item.text}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      {section.figure && (
        <div className="content-section__figure">
          <Figure id={section.figure} />
        </div>
      )}
      {section.id === 'energies' && <EnergyTable energies={energies} />}
      {(section.clauses?.length || section.practice) && (
        <footer className="content-section__foot">
          {section.clauses && <Clauses clauses={section.clauses} />}
          {section.practice && <PracticeLink practice={section.practice} />}
        </footer>
      )}
    </section>
  );
}

/** /conhecimento: what lockout/tagout is, the energy types, roles, stored energy, try-out, groups, shifts, absent owners, release, and the other countries' rules. */
export default function KnowledgePage() {
  const { t } = useLanguage();
  const state = useContent('knowledge');
  // The energy types' names are the challenge's.
  const namesReady = useSection('challenge');
  return (
    <ContentFrame id="knowledge" state={namesReady ? state : { status: 'loading' }}>
      {() => {
        if (state.status !== 'ready') return null;
        const { content } = state;
        return (
          <div className="content-layout">
            <nav className="content-toc" aria-label={t('pages.content.contents')}>
              <p className="content-toc__title">{t('pages.content.contents')}</p>
              <ol>
                {content.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.title}</a>
                  </li>
                ))}
              </ol>
            </nav>
            <div className="content-body">
              <p className="content-intro">{content.intro}</p>
              {content.sections.map((section) => (
                <Section key={section.id} section={section} energies={content.energies} />
              ))}
            </div>
          </div>
        );
      }}
    </ContentFrame>
  );
}

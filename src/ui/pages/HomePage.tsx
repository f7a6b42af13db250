import { ArrowRight, BookOpen, ClipboardCheck, Factory, MonitorPlay, Play, ShieldCheck, Star } from 'lucide-react';
import { Link } from 'wouter';
import heroArt from '../../../assets/art/hero.svg';
import { useLanguage } from '../../i18n/LanguageContext';
import type { MessageKey } from '../../i18n/messages';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { ROUTES } from '../../platform/routes';

const FEATURES = [
  { icon: ShieldCheck, title: 'home.features.safety.title', text: 'home.features.safety.text' },
  { icon: MonitorPlay, title: 'home.features.simulation.title', text: 'home.features.simulation.text' },
  { icon: ClipboardCheck, title: 'home.features.cases.title', text: 'home.features.cases.text' },
] as const satisfies readonly { title: MessageKey; text: MessageKey; icon: unknown }[];

// Placeholder names: real customer logos need their permission first.
const TRUSTED_BY = ['Metalúrgica Aurora', 'Petroquímica Delta', 'Mineração Serra Azul', 'Celulose Horizonte'] as const;

const TESTIMONIALS = ['t1', 't2', 't3'] as const;

const STATS = [
  { value: '98%', label: 'home.stats.approval' },
  { value: '10k+', label: 'home.stats.trained' },
  { value: '85%', label: 'home.stats.incidents' },
  { value: '4.9', label: 'home.stats.satisfaction' },
] as const satisfies readonly { value: string; label: MessageKey }[];

/** The home page: hero, features, trusted-by, testimonials, statistics and a closing call. */
export function HomePage() {
  const { t, language } = useLanguage();
  useDocumentTitle(t('nav.home'));
  const number = new Intl.NumberFormat(language, { minimumFractionDigits: 1 });
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <div className="hero__copy">
            <p className="eyebrow">{t('home.hero.eyebrow')}</p>
            <h1 id="hero-title" className="hero__title">
              {t('home.hero.title')}
            </h1>
            <p className="hero__text">{t('home.hero.text')}</p>
            <div className="hero__actions">
              <Link href={ROUTES.simulator} className="button button--primary button--large">
                <Play aria-hidden="true" /> {t('home.hero.start')}
              </Link>
              <Link href={ROUTES.knowledge} className="button button--outline-light button--large">
                <BookOpen aria-hidden="true" /> {t('home.hero.learn')}
              </Link>
            </div>
          </div>
          <div className="hero__art">
            <img src={heroArt} alt={t('home.hero.artLabel')} width={640} height={520} fetchPriority="high" />
          </div>
        </div>
        <div className="hazard-stripe" aria-hidden="true" />
      </section>

      <section className="section features" aria-labelledby="features-title">
        <h2 id="features-title" className="section__title">
          {t('home.features.title')}
        </h2>
        <ul className="features__grid">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="feature-card">
              <span className="feature-card__icon" aria-hidden="true">
                <Icon />
              </span>
              <h3>{t(title)}</h3>
              <p>{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="trusted" aria-labelledby="trusted-title">
        <h2 id="trusted-title" className="trusted__title">
          {t('home.trusted.title')}
        </h2>
        <ul className="trusted__list">
          {TRUSTED_BY.map((name) => (
            <li key={name} className="trusted__item">
              <Factory aria-hidden="true" />
              <span>{name}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="section testimonials" aria-labelledby="testimonials-title">
        <h2 id="testimonials-title" className="section__title">
          {t('home.testimonials.title')}
        </h2>
        <ul className="testimonials__grid">
          {TESTIMONIALS.map((id) => (
            <li key={id} className="testimonial">
              <figure>
                <div className="stars" role="img" aria-label={t('home.testimonials.stars')}>
                  {[1, 2, 3, 4, 5].map((n) => (
                    <Star key={n} aria-hidden="true" />
                  ))}
                </div>
                <blockquote>
                  <p>{t(`home.testimonials.${id}.text`)}</p>
                </blockquote>
                <figcaption>
                  <span className="testimonial__avatar" aria-hidden="true">
                    {t(`home.testimonials.${id}.name`).slice(0, 1)}
                  </span>
                  <span>
                    <strong>{t(`home.testimonials.${id}.name`)}</strong>
                    <br />
                    <span className="testimonial__role">{t(`home.testimonials.${id}.role`)}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section className="stats" aria-labelledby="stats-title">
        <h2 id="stats-title" className="visually-hidden">
          {t('home.stats.title')}
        </h2>
        <dl className="stats__grid">
          {STATS.map(({ value, label }) => (
            <div key={label} className="stat">
              <dt className="stat__label">{t(label)}</dt>
              <dd className="stat__value">{value === '4.9' ? number.format(4.9) : value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="section cta" aria-labelledby="cta-title">
        <div className="cta__card">
          <div>
            <h2 id="cta-title">{t('home.cta.title')}</h2>
            <p>{t('home.cta.text')}</p>
          </div>
          <div className="cta__actions">
            <Link href={ROUTES.simulator} className="button button--primary button--large">
              {t('home.cta.button')} <ArrowRight aria-hidden="true" />
            </Link>
            <Link href={ROUTES.scenarios} className="button button--outline-light button--large">
              <Factory aria-hidden="true" /> {t('home.cta.scenarios')}
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}

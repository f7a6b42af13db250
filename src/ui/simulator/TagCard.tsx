import { useLanguage } from '../../i18n/LanguageContext';
import type { TagInfo } from '../../rules/lockout';

/**
 * The DANGER / DO NOT OPERATE tag as the trainee filled it in (ANSI Z535 look). Everything typed
 * is rendered as text, never as markup, in its own direction (`dir="auto"`: Arabic or Hebrew
 * reads right to left inside a left-to-right page).
 */
export function TagCard({ tagInfo, operator }: { tagInfo: TagInfo; operator: string }) {
  const { t } = useLanguage();
  return (
    <figure className="tag-card" aria-label={`${t('simulator.tag.danger')} — ${t('simulator.tag.doNotOperate')}`}>
      <span className="tag-card__eyelet" aria-hidden="true" />
      <div className="tag-card__header">
        <span className="tag-card__danger">{t('simulator.tag.danger')}</span>
      </div>
      <p className="tag-card__order">{t('simulator.tag.doNotOperate')}</p>
      <dl className="tag-card__fields">
        <div>
          <dt>{t('simulator.tag.reason')}</dt>
          <dd className="tag-card__reason" dir="auto">{tagInfo.reason.trim()}</dd>
        </div>
        {tagInfo.permitNumber.trim() !== '' && (
          <div>
            <dt>{t('simulator.tag.permit')}</dt>
            <dd dir="auto">{tagInfo.permitNumber.trim()}</dd>
          </div>
        )}
        <div>
          <dt>{t('simulator.tag.operator')}</dt>
          <dd dir="auto">{operator}</dd>
        </div>
      </dl>
    </figure>
  );
}

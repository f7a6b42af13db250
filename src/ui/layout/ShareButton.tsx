import { Share2 } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { useLanguage } from '../../i18n/LanguageContext';
import { launchContext } from '../../platform/launch';
import { publicShareUrl } from '../../rules/share';
import { postNotice } from '../../state/notices';
import { store } from '../../state/store';
import { browserShareDeps, shareLink } from './shareLink';

/**
 * Shares the current page (share sheet, else clipboard, else a prompt to copy). None in kiosk mode,
 * where nothing leaves the site, nor in an LMS package, whose address is the LMS's internal file.
 */
export function ShareButton({ className = '', onDone }: { className?: string; onDone?: () => void }) {
  const { t } = useLanguage();
  const { on: kiosk } = useSnapshot(store).kiosk;
  const onClick = async () => {
    const url = publicShareUrl(window.location.href, import.meta.env.VITE_PUBLIC_ORIGIN);
    await shareLink(
      { title: t('share.title'), text: t('share.text'), url, promptMessage: t('share.prompt') },
      browserShareDeps(() => postNotice({ tone: 'success', title: { key: 'share.copied' } })),
    );
    onDone?.();
  };
  if (kiosk || launchContext().packaged) return null;
  return (
    <button type="button" className={`button button--ghost ${className}`} onClick={() => void onClick()}>
      <Share2 aria-hidden="true" />
      <span>{t('share.button')}</span>
    </button>
  );
}

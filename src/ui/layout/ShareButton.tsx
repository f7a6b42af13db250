import { Share2 } from 'lucide-react';
import { useLanguage } from '../../i18n/LanguageContext';
import { launchContext } from '../../lms/launch';
import { publicShareUrl } from '../../rules/share';
import { postNotice } from '../../state/notices';
import { browserShareDeps, shareLink } from './shareLink';

/**
 * Shares the current page (share sheet, else clipboard, else a prompt to copy). Not in an LMS
 * package: its address is the LMS's internal file, which opens nothing for anyone else.
 */
export function ShareButton({ className = '', onDone }: { className?: string; onDone?: () => void }) {
  const { t } = useLanguage();
  if (launchContext().packaged) return null;
  const onClick = async () => {
    const url = publicShareUrl(window.location.href, import.meta.env.VITE_PUBLIC_ORIGIN);
    await shareLink(
      { title: t('share.title'), text: t('share.text'), url, promptMessage: t('share.prompt') },
      browserShareDeps(() => postNotice({ tone: 'success', title: { key: 'share.copied' } })),
    );
    onDone?.();
  };
  return (
    <button type="button" className={`button button--ghost ${className}`} onClick={() => void onClick()}>
      <Share2 aria-hidden="true" />
      <span>{t('share.button')}</span>
    </button>
  );
}

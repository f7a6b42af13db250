import { Toaster } from 'sonner';
import { useLanguage } from '../../i18n/LanguageContext';

/** Default notice duration (specification section 9). */
export const TOAST_DURATION_MS = 2000;

/** The toast area; loaded with the first notice (see notify). */
export default function Toasts() {
  const { t } = useLanguage();
  return (
    <Toaster
      duration={TOAST_DURATION_MS}
      position="top-center"
      richColors
      closeButton
      containerAriaLabel={t('app.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('app.closeNotification') }}
    />
  );
}

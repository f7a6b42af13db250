import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';

const loadDrawer = () => import('./MobileDrawer');
const MobileDrawer = lazy(loadDrawer);

/** The phone header's Menu button; the drawer's code loads on the first touch, not with the page. */
export function MenuButton() {
  const { t } = useLanguage();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button--ghost menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'mobile-drawer' : undefined}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" />
        <span>{t('nav.menu')}</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}

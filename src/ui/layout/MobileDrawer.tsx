import { BookOpen, Factory, Gamepad2, Home, MonitorPlay, User, X } from 'lucide-react';
import * as Dialog from 'radix-ui/dialog';
import { useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { LANGUAGES } from '../../rules/language';
import { Flag } from '../common/Flag';
import { ROUTES } from '../../platform/routes';
import { NavLink } from './NavLink';
import { ShareButton } from './ShareButton';

// A drag further than this, or a quick flick down, closes the drawer.
const CLOSE_DISTANCE_PX = 90;
const CLOSE_VELOCITY_PX_PER_MS = 0.6;

interface DragState {
  pointerId: number;
  startY: number;
  startTime: number;
  offset: number;
}

interface MobileDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Menu button: focus goes back to it when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The phone menu: a bottom drawer that closes by dragging it down, Escape, its close button or
 * choosing a link. Focus stays inside while it is open. Loaded on the first tap on Menu.
 */
export default function MobileDrawer({ open, onOpenChange, returnFocusTo }: MobileDrawerProps) {
  const { t, language, setLanguage } = useLanguage();
  const [offset, setOffset] = useState(0);
  const drag = useRef<DragState | null>(null);

  const close = () => onOpenChange(false);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    // Only the primary button, and never steal a press meant for a link or button in the handle.
    if (drag.current || event.button !== 0) return;
    drag.current = { pointerId: event.pointerId, startY: event.clientY, startTime: event.timeStamp, offset: 0 };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    d.offset = Math.max(0, event.clientY - d.startY);
    setOffset(d.offset);
  };
  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    drag.current = null;
    if (event.type === 'pointerup') d.offset = Math.max(0, event.clientY - d.startY);
    const velocity = d.offset / Math.max(1, event.timeStamp - d.startTime);
    setOffset(0);
    if (event.type === 'pointerup' && (d.offset > CLOSE_DISTANCE_PX || (d.offset > 24 && velocity > CLOSE_VELOCITY_PX_PER_MS))) close();
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay" />
        <Dialog.Content
          className={`drawer ${offset > 0 ? 'drawer--dragging' : ''}`}
          style={offset > 0 ? { transform: `translateY(${offset}px)` } : undefined}
          id="mobile-drawer"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div
            className="drawer__grip"
            data-testid="drawer-grip"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerEnd}
            onPointerCancel={onPointerEnd}
          >
            <span className="drawer__handle" aria-hidden="true" />
            <div className="drawer__header">
              <Dialog.Title className="drawer__title">{t('nav.drawerTitle')}</Dialog.Title>
              <Dialog.Close className="icon-button" aria-label={t('nav.closeMenu')} onPointerDown={(e) => e.stopPropagation()}>
                <X aria-hidden="true" />
              </Dialog.Close>
            </div>
            <p className="visually-hidden">{t('nav.drawerHint')}</p>
          </div>
          <nav className="drawer__nav" aria-label={t('nav.main')}>
            <NavLink href={ROUTES.home} className="drawer__link" onNavigate={close}>
              <Home aria-hidden="true" /> {t('nav.home')}
            </NavLink>
            <NavLink href={ROUTES.simulator} className="drawer__link" onNavigate={close}>
              <MonitorPlay aria-hidden="true" /> {t('nav.simulator')}
            </NavLink>
            <NavLink href={ROUTES.challenge} className="drawer__link" onNavigate={close}>
              <Gamepad2 aria-hidden="true" /> {t('nav.challenge')}
            </NavLink>
            <NavLink href={ROUTES.scenarios} className="drawer__link" onNavigate={close}>
              <Factory aria-hidden="true" /> {t('nav.scenarios')}
            </NavLink>
            <NavLink href={ROUTES.knowledge} className="drawer__link" onNavigate={close}>
              <BookOpen aria-hidden="true" /> {t('nav.knowledge')}
            </NavLink>
          </nav>
          <div className="drawer__languages" role="group" aria-label={t('language.label')}>
            {LANGUAGES.map((option) => (
              <button
                key={option.code}
                type="button"
                lang={option.code}
                className={`language-chip ${option.code === language ? 'language-chip--current' : ''}`}
                aria-pressed={option.code === language}
                onClick={() => void setLanguage(option.code)}
              >
                <Flag language={option.code} />
                <span>{option.name}</span>
              </button>
            ))}
          </div>
          <div className="drawer__actions">
            <ShareButton className="drawer__action" onDone={close} />
            <NavLink href={ROUTES.users} className="button button--primary drawer__action" onNavigate={close}>
              <User aria-hidden="true" /> {t('nav.userArea')}
            </NavLink>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

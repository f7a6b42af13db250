import '../styles/dialogs.css';
import { X } from 'lucide-react';
import * as Dialog from 'radix-ui/dialog';
import type { ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** A short line under the title (also the dialog's accessible description). */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** Colour of the top band: danger (red), safe (green), info (navy). */
  tone?: 'danger' | 'safe' | 'info';
  /** Label of the corner close button; omit to have none. */
  closeLabel?: string;
  className?: string;
  /** 'full' covers the whole screen (the help overlay). */
  size?: 'normal' | 'wide' | 'full';
  /** Where focus goes when the dialog closes (default: back to what opened it). */
  onCloseAutoFocus?: (event: Event) => void;
  /** Where focus goes when it opens (default: its first control). */
  onOpenAutoFocus?: (event: Event) => void;
}

/**
 * The product's dialog: Radix Dialog (focus trap, Escape, focus return) with our look. Pages use
 * `Modal` (./Modal.tsx), which loads this code when a dialog first opens; a dialog that must
 * open without a gesture at a set time (the kiosk's idle warning) uses this one directly.
 */
export function ModalDialog({ open, onOpenChange, title, description, children, footer, tone = 'info', closeLabel, className = '', size = 'normal', onCloseAutoFocus, onOpenAutoFocus }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={`modal-overlay ${size === 'full' ? 'modal-overlay--full' : ''}`} />
        <Dialog.Content
          className={`modal modal--${tone} modal--${size} ${className}`}
          onCloseAutoFocus={onCloseAutoFocus}
          onOpenAutoFocus={onOpenAutoFocus}
          // Without a description Radix wants aria-describedby set to undefined explicitly.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="modal__head">
            <Dialog.Title className="modal__title">{title}</Dialog.Title>
            {closeLabel && (
              <Dialog.Close className="icon-button modal__close" aria-label={closeLabel}>
                <X aria-hidden="true" />
              </Dialog.Close>
            )}
          </div>
          {description && <Dialog.Description className="modal__description">{description}</Dialog.Description>}
          <div className="modal__body">{children}</div>
          {footer && <div className="modal__footer">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

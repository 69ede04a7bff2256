import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { useDialogFocus } from '../lib/use-dialog-focus';

interface Props {
  /** The dialog's accessible name. */
  label: string;
  closing: boolean;
  onClose: () => void;
  size?: 'default' | 'wide';
  children: ReactNode;
}

/**
 * The frame of every modal (spec §2): a dialog over a dimmed, inert page, closed by its close
 * button, a click on the backdrop or Escape, with the 330 ms close animation of spec §9.
 */
export function ModalFrame({ label, closing, onClose, size = 'default', children }: Props) {
  const intl = useIntl();
  const dialogRef = useRef<HTMLDivElement>(null);
  useDialogFocus(dialogRef, onClose);
  return createPortal(
    <div
      className={`sh-modal-backdrop${closing ? ' sh-modal-closing' : ''}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={`sh-modal sh-modal-${size}`}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
      >
        <button
          type="button"
          className="sh-modal-close"
          onClick={onClose}
          aria-label={intl.formatMessage({ id: 'modal.close' })}
        >
          ×
        </button>
        <div className="sh-modal-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

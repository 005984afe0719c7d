import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

interface ModalProps {
  title: ReactNode;
  /** Shown under the title. */
  description?: ReactNode;
  onClose: () => void;
  /** While true, Escape, the backdrop and the close button do nothing (e.g. an upload is running). */
  locked?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  /** Focused when the modal opens (default: the first focusable control, i.e. Close). */
  initialFocus?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element (`showModal`): the page behind is inert, focus
 * stays inside, Escape closes it; focus goes back to where it was when the modal closes.
 * Render it only while open.
 */
export function Modal({ title, description, onClose, locked = false, size = 'md', footer, role = 'dialog', className, initialFocus, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const latest = useRef({ onClose, locked });
  const focusTarget = useRef(initialFocus);

  useEffect(() => {
    latest.current = { onClose, locked };
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    focusTarget.current?.current?.focus();
    document.body.classList.add('has-modal');
    return () => {
      document.body.classList.remove('has-modal');
      if (element.open) element.close();
      // back to the control that opened the modal, if it is still on the page
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const requestClose = () => {
    if (!latest.current.locked) latest.current.onClose();
  };

  return (
    <dialog
      ref={dialog}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      className={`modal modal--${size}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-busy={locked || undefined}
      onCancel={(event) => {
        // Escape: the dialog stays open unless we close it ourselves
        event.preventDefault();
        // a confirmation opened from inside this modal answers its own Escape (React passes it up the tree)
        if (event.target !== event.currentTarget) return;
        requestClose();
      }}
      onMouseDown={(event) => {
        // a press on the backdrop (the dialog element itself, outside its panel) closes it
        if (event.target === event.currentTarget) requestClose();
      }}
    >
      <div className="modal__panel">
        <header className="modal__header">
          <div className="modal__heading">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="modal__description">
                {description}
              </p>
            )}
          </div>
          <button type="button" className="modal__close" aria-label="Close" onClick={requestClose} disabled={locked}>
            <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        {children !== undefined && children !== null && <div className="modal__body">{children}</div>}
        {footer && <footer className="modal__footer">{footer}</footer>}
      </div>
    </dialog>
  );
}

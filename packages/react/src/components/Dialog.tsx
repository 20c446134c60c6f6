import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button } from './Button';

export interface DialogProps {
  open: boolean;
  title: string;
  /** What confirming will do, stated before the member confirms. */
  children: ReactNode;
  confirmText: string;
  dismissText: string;
  onConfirm: () => void;
  /** Escape, the dismiss button, or closing by the browser. */
  onClose: () => void;
  /** The confirm call is running: the buttons stay put and say so. */
  busy?: boolean;
  /** Nothing to confirm yet (an unchanged choice). */
  confirmDisabled?: boolean;
}

/**
 * A confirmation dialog on the platform's modal `<dialog>` (`showModal`): the rest of the
 * page is inert, so focus stays inside; Escape closes it; focus returns to the element that
 * opened it; it opens on its dismiss button, the harmless choice. The browser does the
 * trapping and the top layer, no library needed.
 */
export function Dialog({
  open,
  title,
  children,
  confirmText,
  dismissText,
  onConfirm,
  onClose,
  busy = false,
  confirmDisabled = false,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // the harmless choice first, in every build: React does not write `autofocus` and
      // Preact does, so showModal alone would pick different elements
      dialog.querySelector<HTMLElement>('[data-dialog-dismiss]')?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
    if (!open && opener.current instanceof HTMLElement) {
      const back = opener.current;
      opener.current = null;
      // the opener may have re-rendered; focus it once the dialog is gone
      queueMicrotask(() => back.isConnected && back.focus());
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="avios-dialog"
      part="dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(e) => {
        // Escape: close through the owner, so its state and the element agree
        e.preventDefault();
        if (!busy) onClose();
      }}
    >
      {open ? (
        <div className="avios-dialog__body">
          <h2 part="heading" id={titleId}>
            {title}
          </h2>
          <div id={textId}>{children}</div>
          <div className="avios-dialog__actions">
            <Button variant="secondary" onClick={onClose} disabled={busy} data-dialog-dismiss="">
              {dismissText}
            </Button>
            <Button onClick={onConfirm} busy={busy} disabled={confirmDisabled}>
              {confirmText}
            </Button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}

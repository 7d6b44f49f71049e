import { useEffect, useRef } from "react";

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog. */
  labelledBy: string;
  describedBy?: string;
  className?: string;
  children: React.ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: the browser moves focus in, makes the
 * page behind it inert (so focus cannot leave), closes it on Escape and draws it in the
 * top layer. We add: closing on a backdrop click, and focus back to whatever opened it.
 * (See docs/decisions/003-native-dialog.md.)
 */
export function Modal({ open, onClose, labelledBy, describedBy, className = "", children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users close with Escape, the dialog's own cancel
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
        opener.current = null;
        if (open) onClose();
      }}
      onClick={(event) => {
        // A click on the dialog element itself is a click on its backdrop.
        if (event.target === ref.current) onClose();
      }}
      className={`p-0 backdrop:bg-black/50 ${className}`}
    >
      {children}
    </dialog>
  );
}

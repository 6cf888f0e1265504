import { useEffect, useId, useRef, type ReactNode } from "react";
import { Icon } from "./icon";

type ModalProps = {
  title: ReactNode;
  /** Called once the dialog has closed: CLOSE, Escape, or the owner asking. */
  onClose: () => void;
  children: ReactNode;
  className?: string;
};

/**
 * A modal dialog with a heading and a CLOSE button (001 spec section 2) on the native
 * <dialog>: showModal() makes the rest of the page inert, so focus stays inside, and Escape
 * closes it. It is open while mounted; on unmount focus goes back where it was.
 */
export function Modal({ title, onClose, children, className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const onCloseRef = useRef(onClose);
  const unmounting = useRef(false);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      // Closed because the owner unmounted it: not a close to report.
      unmounting.current = true;
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={["modal", className].filter(Boolean).join(" ")}
      aria-labelledby={headingId}
      onClose={() => {
        if (!unmounting.current) onCloseRef.current();
      }}
    >
      <div className="modal__head">
        <h2 id={headingId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="modal__close" onClick={() => ref.current?.close()}>
          CLOSE
          <Icon name="close" size={18} />
        </button>
      </div>
      <div className="modal__body">{children}</div>
    </dialog>
  );
}

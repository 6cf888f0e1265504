import type { ReactNode } from "react";
import { Icon } from "./icon";

type ThankYouPanelProps = {
  title: string;
  message: ReactNode;
  /** The 'have a question' note. */
  note?: ReactNode;
  /** 'Reach out to us on' this phone, when given. */
  phone?: { label: string; href: string };
  children?: ReactNode;
  /** The heading's id, for the region's name and for moving focus to it. */
  titleId?: string;
};

/**
 * The shared thank-you panel (001 spec section 2): a title, a message, a 'have a question'
 * note and an optional 'Reach out to us on' phone link.
 */
export function ThankYouPanel({ title, message, note, phone, children, titleId = "thank-you-panel-title" }: ThankYouPanelProps) {
  return (
    <section className="thank-you-panel" aria-labelledby={titleId} role="status">
      <span className="thank-you-panel__icon" aria-hidden="true">
        <Icon name="check-circle" size={40} />
      </span>
      <h2 id={titleId} className="thank-you-panel__title" tabIndex={-1}>
        {title}
      </h2>
      <div className="thank-you-panel__message">{message}</div>
      {note ? <p className="thank-you-panel__note">{note}</p> : null}
      {phone ? (
        <p className="thank-you-panel__phone">
          Reach out to us on{" "}
          <a href={phone.href}>
            <Icon name="phone" size={16} />
            {phone.label}
          </a>
        </p>
      ) : null}
      {children}
    </section>
  );
}

import { useId } from "react";
import { Icon } from "./icon";

/**
 * A small "i" button whose text shows on hover and keyboard focus; the text also describes
 * the field it belongs to (pass `id` to aria-describedby of that field).
 */
export function InfoTip({ text, id }: { text: string; id?: string }) {
  const fallbackId = useId();
  const tipId = id ?? fallbackId;
  return (
    <span className="info-tip">
      <button type="button" className="info-tip__button" aria-label="More information" aria-describedby={tipId}>
        <Icon name="info" size={16} />
      </button>
      <span role="tooltip" id={tipId} className="info-tip__text">
        {text}
      </span>
    </span>
  );
}

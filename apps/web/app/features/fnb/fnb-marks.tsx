import { formatQuantity } from "@workbay/domain/fnb-rules";

/** The veg or non-veg mark of an item, named for screen readers. */
export function VegMark({ type }: { type: string }) {
  const veg = type === "veg";
  return (
    <span className={veg ? "veg-mark veg-mark--veg" : "veg-mark veg-mark--non-veg"} title={veg ? "Veg" : "Non-veg"}>
      <span className="visually-hidden">{veg ? "Veg" : "Non-veg"}</span>
    </span>
  );
}

/** A quantity with a button either side; 99 at most. */
export function Stepper({ qty, label, onQty, disabled }: { qty: number; label: string; onQty: (qty: number) => void; disabled?: boolean }) {
  return (
    <span className="stepper">
      <button type="button" aria-label={`Remove one ${label}`} onClick={() => onQty(qty - 1)} disabled={disabled}>
        −
      </button>
      <output aria-label={`${label} quantity`}>{formatQuantity(qty)}</output>
      <button type="button" aria-label={`Add one ${label}`} onClick={() => onQty(qty + 1)} disabled={disabled || qty >= 99}>
        +
      </button>
    </span>
  );
}

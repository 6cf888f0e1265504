import type { MenuOption } from "@workbay/contracts/booking";
import { imageUrl } from "@workbay/domain/image-sizes";
import { formatRupees, rupeesToPaise } from "@workbay/domain/money";
import { Button } from "../../components/ui/button";
import { Stepper, VegMark } from "./fnb-marks";

const money = (rupees: number) => formatRupees(rupeesToPaise(rupees));

type FoodCardProps = {
  option: MenuOption;
  /** Why it cannot be chosen for this meeting, or null. */
  reason: string | null;
  readOnly: boolean;
  qty: number;
  chosenSubs: number;
  onQty: (qty: number) => void;
  onMenu: () => void;
  /** The first cards show on arrival: fetched at once, the first before other pictures (the F&B step's LCP). */
  eager?: boolean;
  priority?: boolean;
};

/** An item of the menu: its picture, price and the control to choose it (or why it cannot be chosen). */
export function FoodCard({ option, reason, readOnly, qty, chosenSubs, onQty, onMenu, eager, priority }: FoodCardProps) {
  const hasMenu = option.options.length > 0;
  const disabled = reason !== null;
  const reasonId = `food-off-${option.id}`;
  return (
    <li className={disabled ? "food-card food-card--disabled" : "food-card"} aria-disabled={disabled || undefined}>
      {option.image ? (
        <img
          className="food-card__image"
          src={imageUrl(option.image, "340x200")}
          width={340}
          height={200}
          alt={option.image_alt ?? ""}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
        />
      ) : null}
      <div className="food-card__body">
        <h3 className="food-card__name">
          <VegMark type={option.type} /> {option.name}
        </h3>
        {hasMenu ? (
          <ul className="food-card__subs">
            {option.options.map((s) => (
              <li key={s.id}>{s.name}</li>
            ))}
          </ul>
        ) : (
          <p className="food-card__description">{option.description}</p>
        )}
        <p className="food-card__price">{money(option.price)}</p>
        {option.short_description ? <p className="food-card__short">{option.short_description}</p> : null}
        <div className="food-card__controls">
          {hasMenu ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={onMenu}
              disabled={disabled}
              aria-label={`MENU ${option.name}`}
              aria-describedby={disabled ? reasonId : undefined}
            >
              MENU{chosenSubs > 0 ? ` · ${chosenSubs} selected` : ""}
            </Button>
          ) : readOnly ? (
            <Button
              variant={qty > 0 ? "primary" : "secondary"}
              size="sm"
              aria-pressed={qty > 0}
              disabled={disabled && qty === 0}
              onClick={() => onQty(qty > 0 ? 0 : 1)}
              aria-label={`ADD ${option.name}`}
              aria-describedby={disabled ? reasonId : undefined}
            >
              {qty > 0 ? "SELECTED" : "ADD"}
            </Button>
          ) : qty === 0 ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={disabled}
              onClick={() => onQty(1)}
              aria-label={`ADD ${option.name}`}
              aria-describedby={disabled ? reasonId : undefined}
            >
              ADD
            </Button>
          ) : (
            <Stepper qty={qty} label={option.name} onQty={onQty} disabled={disabled} />
          )}
        </div>
        {reason ? (
          <p className="food-card__off" id={reasonId}>
            {reason}
          </p>
        ) : null}
      </div>
    </li>
  );
}

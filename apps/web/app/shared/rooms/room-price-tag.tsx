import type { RoomPrice } from "./room-price";

type RoomPriceTagProps = { price: RoomPrice; promo: string | null; size?: "lg" | "md" };

/** The price with its unit, the struck-out original price and the promo hint. */
export function RoomPriceTag({ price, promo, size = "lg" }: RoomPriceTagProps) {
  return (
    <div className={`price-tag price-tag--${size}`}>
      <p className="price-tag__line">
        {price.originalPrice ? (
          <s className="price-tag__original">
            <span className="visually-hidden">Was </span>
            {price.originalPrice}
          </s>
        ) : null}
        <span className="price-tag__amount">
          {price.originalPrice ? <span className="visually-hidden">now </span> : null}
          {price.price}
        </span>
        {price.unit ? <span className="price-tag__unit">{price.unit}</span> : null}
      </p>
      {promo ? <p className="price-tag__promo">{promo}</p> : null}
    </div>
  );
}

import { ButtonLink } from "../../components/ui/button-link";

export const SLOTS_TAKEN_TITLE = "These slots were just taken";

/**
 * Shown by the F&B step instead of the menu when its slots were booked by someone else (or the
 * room sold out) after the card was shown: the way back is the room page on the same date.
 */
export function SlotsTaken({ roomName, roomTo, soldOut }: { roomName: string; roomTo: string; soldOut: boolean }) {
  return (
    <section className="thank-you container" aria-labelledby="slots-taken-title">
      <h1 id="slots-taken-title" className="thank-you__title">
        {SLOTS_TAKEN_TITLE}
      </h1>
      <p className="thank-you__text" role="alert">
        {soldOut
          ? `Sorry, ${roomName} is sold out for this date. Please choose another date.`
          : `Sorry, someone has just booked ${roomName} for some of these slots. Please choose another time.`}
      </p>
      <ButtonLink to={roomTo} variant="primary" size="lg">
        {soldOut ? "Choose another date" : "Choose another time"}
      </ButtonLink>
    </section>
  );
}

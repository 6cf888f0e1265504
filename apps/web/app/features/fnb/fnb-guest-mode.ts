/** The step in read-only (guest) mode: a guest of a booking chooses one option and leaves a note. */
export type FnbGuestMode = {
  chosenAddOnId: number | null;
  comment: string;
  directionsHref: string;
  exploreLabel: string;
  exploreTo: string;
  submitting: boolean;
  onSubmit: (input: { comment: string; auxiliaryId: number | "" }) => void;
};

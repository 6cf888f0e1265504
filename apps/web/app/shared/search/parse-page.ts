const MAX_PAGE = 10000;

/** A ?page value as a page number from 1; anything else is page 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d{1,5}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

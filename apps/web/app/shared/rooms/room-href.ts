/** The room's detail page: /{city}/meeting-rooms-in-{seoId}?date={date} (000 spec section 2). */
export function roomHref(city: string, seoId: string, date: string): string {
  return `/${city}/meeting-rooms-in-${seoId}?date=${date}`;
}

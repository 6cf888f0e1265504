/**
 * The amenities a visitor can require in a listing's filters: the catalogue's codes and names.
 * The gateway has no amenity list yet, so this mirrors the catalogue's codes (the demo data in
 * packages/db); a code the catalogue lacks would simply match no room.
 */
export const AMENITY_FILTERS: readonly { code: string; name: string }[] = [
  { code: "wifi", name: "Wi-Fi" },
  { code: "projector", name: "Projector" },
  { code: "lcd-screen", name: "LCD Screen" },
  { code: "video-conferencing", name: "Video Conferencing" },
  { code: "whiteboard", name: "Whiteboard" },
  { code: "air-conditioning", name: "Air Conditioning" },
  { code: "tea-coffee", name: "Tea & Coffee" },
  { code: "printer", name: "Printer" },
  { code: "parking", name: "Parking" },
  { code: "power-backup", name: "Power Backup" },
  { code: "phone-booth", name: "Phone Booth" },
  { code: "reception", name: "Reception" },
];

const AMENITY_CODES = new Set(AMENITY_FILTERS.map((a) => a.code));

export function isAmenityFilterCode(code: string): boolean {
  return AMENITY_CODES.has(code);
}

export function amenityFilterName(code: string): string {
  return AMENITY_FILTERS.find((a) => a.code === code)?.name ?? code;
}

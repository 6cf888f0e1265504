/** The icon is named after the code; the web app maps codes to its icon set. */
export const DEMO_AMENITIES = [
  { code: "wifi", name: "Wi-Fi" },
  { code: "projector", name: "Projector" },
  { code: "whiteboard", name: "Whiteboard" },
  { code: "video-conferencing", name: "Video Conferencing" },
  { code: "air-conditioning", name: "Air Conditioning" },
  { code: "tea-coffee", name: "Tea & Coffee" },
  { code: "printer", name: "Printer" },
  { code: "parking", name: "Parking" },
  { code: "power-backup", name: "Power Backup" },
  { code: "lcd-screen", name: "LCD Screen" },
  { code: "phone-booth", name: "Phone Booth" },
  { code: "reception", name: "Reception" },
] as const;

export type DemoAmenityCode = (typeof DEMO_AMENITIES)[number]["code"];

/** The drawing area of the console's charts, in SVG user units (the SVG scales to its box). */
export const CHART = { width: 600, height: 240, top: 16, right: 12, bottom: 40, left: 76 } as const;

/**
 * The image service serves only these sizes (width x height; height 0 keeps the aspect
 * ratio). Anything else is refused, so the resize cache cannot be filled with junk.
 */
export const IMAGE_SIZES = [
  "340x200",
  "680x400",
  "135x100",
  "155x115",
  "170x100",
  "400x260",
  "800x520",
  "600x400",
  "1200x800",
  "990x0",
  "900x0",
  "1440x0",
  "1980x0",
  "96x96",
] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

export function isImageSize(value: string): value is ImageSize {
  return (IMAGE_SIZES as readonly string[]).includes(value);
}

/** The public address of a stored image at one of the allowed sizes. */
export function imageUrl(fileName: string, size: ImageSize): string {
  return `/images/${size}/${encodeURIComponent(fileName)}`;
}

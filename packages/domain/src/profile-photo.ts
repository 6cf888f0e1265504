// The profile photo rule (decision 0010): JPEG, PNG or WebP up to 2 MB. The page checks a chosen
// file with it before uploading; the server checks the decoded bytes with the same limit.

export const MAX_PROFILE_PHOTO_BYTES = 2 * 1024 * 1024;

/** The media types a photo may have, as browsers name them (also the file input's `accept`). */
export const PROFILE_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

export const PROFILE_PHOTO_MESSAGES = {
  type: "Please upload a JPEG, PNG or WebP image.",
  size: "The image must be at most 2 MB.",
} as const;

/** What is wrong with a chosen file (its media type and size in bytes), or null when it may be uploaded. */
export function profilePhotoProblem(file: { type: string; size: number }): string | null {
  if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type.toLowerCase())) return PROFILE_PHOTO_MESSAGES.type;
  if (file.size > MAX_PROFILE_PHOTO_BYTES) return PROFILE_PHOTO_MESSAGES.size;
  if (file.size === 0) return PROFILE_PHOTO_MESSAGES.type;
  return null;
}

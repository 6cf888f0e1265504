-- Stored files are JPEG/PNG/WebP: already compressed. EXTERNAL keeps them out of line and
-- uncompressed, so substring(bytes from n for m) reads only the TOAST chunks of that slice
-- (files are streamed in slices, docs/decisions/0025).
ALTER TABLE "stored_files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;

// The S3-compatible file store (AWS S3, MinIO, Cloudflare R2, Ceph...), used when S3_URL is set.
// The SDK is imported only then, so a server without S3 never loads it.
import { Readable } from "node:stream";
import type { FileStore } from "@workbay/db/files/file-store";

export type S3Settings = {
  /** Endpoint and bucket, with an optional key prefix: `https://s3.ap-south-1.amazonaws.com/workbay-files/prod`. */
  url: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Bucket in the path (MinIO and most S3-compatible servers) rather than in the host name. */
  forcePathStyle: boolean;
};

/** Splits S3_URL into the endpoint, the bucket (first path segment) and a key prefix (the rest). */
export function parseS3Url(url: string): { endpoint: string; bucket: string; prefix: string } {
  const parsed = new URL(url);
  const [bucket, ...rest] = parsed.pathname.split("/").filter(Boolean);
  if (!bucket) throw new Error("S3_URL must name the bucket as its first path segment");
  const prefix = rest.length > 0 ? `${rest.join("/")}/` : "";
  return { endpoint: `${parsed.protocol}//${parsed.host}`, bucket, prefix };
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
}

export async function createS3FileStore(settings: S3Settings): Promise<FileStore> {
  const { S3Client, PutObjectCommand, GetObjectCommand, HeadObjectCommand, DeleteObjectCommand } = await import("@aws-sdk/client-s3");
  const { endpoint, bucket, prefix } = parseS3Url(settings.url);
  const client = new S3Client({
    endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  });
  const key = (name: string) => `${prefix}${name}`;

  return {
    kind: "s3",
    async put(name, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key(name), Body: body, ContentType: contentType }));
    },
    async get(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(name) }));
        const body = object.Body as Readable | undefined;
        if (!body) return null;
        let taken = false;
        return {
          name,
          contentType: object.ContentType ?? "application/octet-stream",
          size: object.ContentLength ?? 0,
          // The response body is the stream: it can be read once.
          stream: () => {
            if (taken) throw new Error(`the stream of ${name} was already read`);
            taken = true;
            return body instanceof Readable ? body : Readable.fromWeb(body as never);
          },
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(name) }));
    },
    async existing(names) {
      const found = new Set<string>();
      let next = 0;
      const list = [...names];
      const worker = async () => {
        while (next < list.length) {
          const name = list[next++] as string;
          try {
            await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key(name) }));
            found.add(name);
          } catch (error) {
            if (!isNotFound(error)) throw error;
          }
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
      return found;
    },
  };
}

// The S3 file store against a local S3-compatible server (s3rver, from npm): the real AWS SDK
// requests, signed, over HTTP on loopback. And the app on it: uploads and images.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readStoredFile } from "@workbay/db/files/file-store";
import { loadConfig } from "../src/config";
import { createS3FileStore, parseS3Url } from "../src/services/s3-file-store";
import { buildTestApp } from "./helper";
import { createTestUser, passwordLogin } from "./account-helpers";

let server: S3rver;
let directory: string;
let endpoint: string;
const settings = () => ({
  url: `${endpoint}/workbay-test/prefix`,
  accessKeyId: "S3RVER",
  secretAccessKey: "S3RVER",
  region: "us-east-1",
  forcePathStyle: true,
});

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), "wb-s3rver-"));
  server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: "workbay-test" }] });
  const address = (await server.run()) as { port: number };
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

describe("S3_URL", () => {
  it("names the endpoint, the bucket and an optional key prefix", () => {
    expect(parseS3Url("https://s3.ap-south-1.amazonaws.com/workbay-files")).toEqual({
      endpoint: "https://s3.ap-south-1.amazonaws.com",
      bucket: "workbay-files",
      prefix: "",
    });
    expect(parseS3Url("http://minio:9000/bucket/a/b/")).toEqual({ endpoint: "http://minio:9000", bucket: "bucket", prefix: "a/b/" });
  });

  it("needs its keys and a bucket; sets the file store", () => {
    expect(() => loadConfig({ S3_URL: "https://s3.example.com/bucket" })).toThrow(/S3_ACCESS_KEY_ID: S3_URL needs S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ S3_URL: "https://s3.example.com/", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" })).toThrow(
      /S3_URL: must name the bucket/,
    );
    expect(loadConfig({}).files).toEqual({ kind: "database" });
    expect(loadConfig({ S3_URL: "https://s3.example.com/b", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" }).files).toMatchObject({
      kind: "s3",
      region: "us-east-1",
      forcePathStyle: true,
    });
  });
});

describe("the S3 file store (s3rver)", () => {
  it("puts, streams back, lists and deletes under the key prefix", async () => {
    const files = await createS3FileStore(settings());
    const body = randomBytes(300_000);
    await files.put("photo.jpg", body, "image/jpeg");
    const stored = await files.get("photo.jpg");
    expect(stored).toMatchObject({ name: "photo.jpg", contentType: "image/jpeg", size: body.length });
    expect((await readStoredFile(stored!)).equals(body)).toBe(true);
    expect([...(await files.existing(["photo.jpg", "missing.jpg"]))]).toEqual(["photo.jpg"]);
    // The key carries the prefix: another prefix does not see it.
    const other = await createS3FileStore({ ...settings(), url: `${endpoint}/workbay-test/elsewhere` });
    expect(await other.get("photo.jpg")).toBeNull();
    await files.delete("photo.jpg");
    expect(await files.get("photo.jpg")).toBeNull();
  });

  it("reports a wrong secret as an error, not as a missing file", async () => {
    const files = await createS3FileStore({ ...settings(), secretAccessKey: "wrong" });
    await expect(files.put("x.jpg", Buffer.from("x"), "image/jpeg")).rejects.toThrow();
  });
});

describe("the app on an S3 store", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp("pglite", { seed: false, config: { files: { kind: "s3", ...settings() } } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("keeps uploaded profile photos in the bucket and serves them resized", async () => {
    expect(app.files.kind).toBe("s3");
    await createTestUser(app, { email: "s3-photo@example.com", phone: "9812343100", password: "Secret123", name: "Asha" });
    const login = await passwordLogin(app, "s3-photo@example.com", "Secret123");
    const headers = { authorization: `Bearer ${login.json().data.token}` };
    const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: "#228844" } })
      .png()
      .toBuffer();
    const upload = await app.inject({
      method: "POST",
      url: "/passy/v1/profile_image",
      headers,
      payload: { image_name: "me.png", attachment: png.toString("base64") },
    });
    expect(upload.statusCode).toBe(200);
    const photo = upload.json().data.photo as string;
    const name = photo.split("/").pop()!;
    expect((await app.files.existing([name])).size).toBe(1);
    const served = await app.inject(photo);
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(96);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { users } from "@workbay/db/schema";
import { testDatabaseKinds } from "@workbay/db/testing/open-test-database";
import { createTestUser, latestOtpTo, passwordLogin } from "./account-helpers";
import { buildTestApp, eventually } from "./helper";

describe.each(testDatabaseKinds())("profile on %s", (kind) => {
  let app: FastifyInstance;
  let auth: Record<string, string>;

  beforeAll(async () => {
    app = await buildTestApp(kind, { seed: false });
    await createTestUser(app, { email: "priya@example.com", phone: "9812343000", password: "Secret123", name: "Priya" });
    await createTestUser(app, { email: "neighbour@example.com", phone: "9812343001", password: "Secret123" });
    const login = await passwordLogin(app, "priya@example.com", "Secret123");
    auth = { authorization: `Bearer ${login.json().data.token}` };
  });
  afterAll(async () => {
    await app?.close();
  });

  const post = (url: string, payload: Record<string, unknown>) => app.inject({ method: "POST", url, payload, headers: auth });
  const get = (url: string) => app.inject({ url, headers: auth });

  it("returns the profile record as a one-element list", async () => {
    const response = await get("/passy/v1/profile");
    expect(response.statusCode).toBe(200);
    const list = response.json().data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      name: "Priya",
      email: "priya@example.com",
      photo: "",
      phone_number: "9812343000",
      country_code: "+91",
      company: "",
      pan_no: "",
      gst_no: "",
    });
  });

  it("updates name and date of birth; a new phone needs an OTP", async () => {
    const updated = await post("/passy/v1/update_profile", {
      name: "Priya Menon",
      phone_number: "9812343000",
      date_of_birth: "1990-05-17",
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data[0]).toMatchObject({ name: "Priya Menon", date_of_birth: "1990-05-17" });
    const young = await post("/passy/v1/update_profile", { name: "Priya Menon", date_of_birth: "2010-01-01" });
    expect(young.statusCode).toBe(400);
    expect(young.json().errors[0].field).toBe("date_of_birth");
    const badName = await post("/passy/v1/update_profile", { name: "Priya 2" });
    expect(badName.json().errors).toEqual([{ field: "name", message: "Please enter a valid name" }]);
    // Names as they are written: an apostrophe, a hyphen, an initial (decision 0051).
    const written = await post("/passy/v1/update_profile", { name: "Priya-Ann D’Souza R." });
    expect(written.statusCode).toBe(200);
    expect(written.json().data[0]).toMatchObject({ name: "Priya-Ann D’Souza R." });
    await post("/passy/v1/update_profile", { name: "Priya Menon" });
    const newPhone = await post("/passy/v1/update_profile", { name: "Priya Menon", phone_number: "9812343009" });
    expect(newPhone.statusCode).toBe(400);
    expect(newPhone.json().meta.message).toBe("Please verify the new phone number with an OTP first.");

    // The new number is verified with an OTP, which stores it.
    expect(
      (await post("/passy/v1/send_otp", { kind: "phone_number", phone_number: "9812343009", country_code: "+91", purpose: "verify_phone" }))
        .statusCode,
    ).toBe(200);
    const code = await latestOtpTo(app, "+919812343009");
    const verified = await post("/passy/v1/verify_otp", {
      kind: "phone_number",
      phone_number: "9812343009",
      country_code: "+91",
      otp: code,
      purpose: "verify_phone",
    });
    expect(verified.statusCode).toBe(200);
    expect((await get("/passy/v1/profile")).json().data[0].phone_number).toBe("9812343009");
    // Another account's number cannot be taken.
    await post("/passy/v1/send_otp", { kind: "phone_number", phone_number: "9812343001", country_code: "+91", purpose: "verify_phone" });
    const otp = await latestOtpTo(app, "+919812343001");
    const taken = await post("/passy/v1/verify_otp", {
      kind: "phone_number",
      phone_number: "9812343001",
      country_code: "+91",
      otp,
      purpose: "verify_phone",
    });
    expect(taken.statusCode).toBe(409);
    expect((await get("/passy/v1/profile")).json().data[0].phone_number).toBe("9812343009");
  });

  it("stores an uploaded photo re-encoded as JPEG and serves it at 96x96", async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    const response = await post("/passy/v1/profile_image", {
      image_name: "me.png",
      attachment: `data:image/png;base64,${png.toString("base64")}`,
    });
    expect(response.statusCode).toBe(200);
    const photo = response.json().data.photo as string;
    const [, , size, file] = photo.split("/");
    expect(size).toBe("96x96");
    expect(file).toMatch(/^user-[0-9a-f-]{36}-[0-9a-f]{12}\.jpg$/);
    // In the shared file store, not on this instance's disk.
    expect((await app.files.existing([file!])).size).toBe(1);
    expect(existsSync(path.join(app.config.imagesDir, file!))).toBe(false);
    const served = await app.inject(photo);
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([96, 96]);

    // A second upload replaces (and deletes) the first.
    const webp = await sharp({ create: { width: 50, height: 50, channels: 3, background: "#cc3366" } })
      .webp()
      .toBuffer();
    const second = await post("/passy/v1/profile_image", { image_name: "me.webp", attachment: webp.toString("base64") });
    expect(second.statusCode).toBe(200);
    expect((await app.files.existing([file!])).size).toBe(0);
    // Every instance is told, and drops its resized copies: the old photo is not served any more.
    expect(await eventually(async () => (await app.inject(photo)).statusCode === 404)).toBe(true);
    const [row] = await app.db.select().from(users).where(eq(users.email, "priya@example.com"));
    expect(second.json().data.photo).toContain(row!.photoFile);
  });

  it("refuses images that are not JPEG, PNG or WebP, or too large", async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const notImage = await post("/passy/v1/profile_image", { image_name: "x.gif", attachment: gif.toString("base64") });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().meta.message).toBe("Please upload a JPEG, PNG or WebP image.");
    const text = await post("/passy/v1/profile_image", {
      image_name: "x.txt",
      attachment: Buffer.from("hello, not an image at all").toString("base64"),
    });
    expect(text.statusCode).toBe(400);
    const huge = await post("/passy/v1/profile_image", {
      image_name: "big.jpg",
      attachment: Buffer.alloc(2 * 1024 * 1024 + 10, 1).toString("base64"),
    });
    expect(huge.statusCode).toBe(400);
  });

  it("saves company details with PAN and GSTIN checked", async () => {
    const details = {
      company: "Menon Designs",
      address_1: "12 MG Road",
      address_2: "",
      address_3: "",
      country: "India",
      state: "karnataka",
      city: "Bengaluru",
      pincode: "560001",
      pan: "ABCDE1234F",
      gst: "29ABCDE1234F1Z5",
    };
    const saved = await post("/passy/v1/company_info", details);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ company: "Menon Designs", state: "Karnataka", gst: "29ABCDE1234F1Z5" });
    expect((await get("/passy/v1/company_info")).json().data.pan).toBe("ABCDE1234F");
    const profile = (await get("/passy/v1/profile")).json().data[0];
    expect(profile).toMatchObject({ company: "Menon Designs", address_1: "12 MG Road", pan_no: "ABCDE1234F", gst_no: "29ABCDE1234F1Z5" });

    const refusals: [Record<string, unknown>, string][] = [
      [{ ...details, pan: "ABCD1234F" }, "pan"],
      [{ ...details, gst: "29ABCDE1234F1A5" }, "gst"],
      [{ ...details, gst: "27ABCDE1234F1Z5" }, "gst"],
      [{ ...details, gst: "29ZZZZZ1234F1Z5" }, "gst"],
      [{ ...details, pincode: "060001" }, "pincode"],
      [{ ...details, company: "  " }, "company"],
      [{ ...details, state: "Atlantis" }, "state"],
      [{ ...details, country: "Narnia" }, "country"],
    ];
    for (const [body, field] of refusals) {
      const response = await post("/passy/v1/company_info", body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors[0].field).toBe(field);
    }
    expect((await get("/passy/v1/company_info")).json().data.gst).toBe("29ABCDE1234F1Z5");
  });

  it("names the state of a GSTIN", async () => {
    const response = await get("/passy/v1/gst_info?gst=33ABCDE1234F1Z5");
    expect(response.json().data).toEqual({ gst: "33ABCDE1234F1Z5", state_code: "33", state: "Tamil Nadu", pan: "ABCDE1234F" });
    const bad = await get("/passy/v1/gst_info?gst=33ABCDE1234F1Y5");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({ field: "gst", message: "Please enter a valid GSTIN" });
    expect((await app.inject("/passy/v1/gst_info?gst=33ABCDE1234F1Z5")).statusCode).toBe(401);
  });

  it("reports onboarding status", async () => {
    const response = await get("/passy/v1/onboarding_status");
    expect(response.json().data).toEqual({
      name_set: true,
      email_verified: true,
      phone_verified: true,
      company_details_set: true,
      profile_complete: true,
    });
  });

  it("lists countries, states and cities from the data package", async () => {
    const countries = (await app.inject("/passy/v1/countries")).json().data;
    expect(countries[0]).toEqual({ name: "India", code: "IN", dial_code: "+91", format: "..... .....", priority: 0 });
    expect(countries.length).toBeGreaterThan(200);
    // Dial codes are calling codes only, which phone fields can post (no `+1-684` area codes).
    expect(countries.filter((c: { dial_code: string }) => !/^\+\d{1,4}$/.test(c.dial_code))).toEqual([]);
    const dialOf = (code: string) => countries.find((c: { code: string }) => c.code === code)?.dial_code;
    expect([dialOf("AS"), dialOf("DO"), dialOf("GG"), dialOf("AX"), dialOf("SG")]).toEqual(["+1", "+1", "+44", "+358", "+65"]);
    const states = (await app.inject("/passy/v1/states?country_name=India")).json().data;
    expect(states.map((s: { name: string }) => s.name)).toContain("Karnataka");
    const cities = (await app.inject("/passy/v1/cities?state_name=Karnataka")).json().data;
    expect(cities.map((c: { name: string }) => c.name)).toContain("Bengaluru");
    expect((await app.inject("/passy/v1/states?country_name=Narnia")).statusCode).toBe(404);
  });
});

import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { CompanyInfo, ProfileRecord, UpdateProfileBody } from "@workbay/contracts/profile";
import { AppError } from "@workbay/domain/app-error";
import { companyDetailsProblems } from "@workbay/domain/company-details";
import { DATE_OF_BIRTH_MESSAGE, isValidDateOfBirth } from "@workbay/domain/date-of-birth";
import { gstinInfo } from "@workbay/domain/gst-state";
import { imageUrl } from "@workbay/domain/image-sizes";
import { istNow } from "@workbay/domain/ist-date";
import { parsePhone } from "@workbay/domain/phone-number";
import { MAX_PROFILE_PHOTO_BYTES, PROFILE_PHOTO_MESSAGES } from "@workbay/domain/profile-photo";
import type { Database } from "@workbay/db/client";
import type { FileStore } from "@workbay/db/files/file-store";
import { deleteLoginFailuresOf } from "@workbay/db/repositories/login-failures-repository";
import { deleteOtpsOf } from "@workbay/db/repositories/otps-repository";
import { revokeUserSessions } from "@workbay/db/repositories/sessions-repository";
import { updateUser, type UserRecord } from "@workbay/db/repositories/users-repository";
import { ACCOUNT_MESSAGES } from "./accounts";
import type { ClusterEvents } from "./cluster-events";
import { countryCodeOf, hasStates, stateOf } from "./places";

/** Stored photos are at most this wide and high; the image service serves them at 96x96. */
const STORED_PHOTO_SIZE = 512;

export function profileRecordOf(user: UserRecord): ProfileRecord {
  return {
    name: user.name,
    email: user.email ?? "",
    photo: user.photoFile ? imageUrl(user.photoFile, "96x96") : "",
    phone_number: user.phone ?? "",
    country_code: user.countryCode,
    date_of_birth: user.dateOfBirth ?? "",
    address_1: user.address1 ?? "",
    city: user.city ?? "",
    state: user.state ?? "",
    country: user.country ?? "",
    pincode: user.pincode ?? "",
    company: user.company ?? "",
    pan_no: user.pan ?? "",
    gst_no: user.gstin ?? "",
    email_verified: user.emailVerified,
    phone_verified: user.phoneVerified,
    is_active: user.isActive,
  };
}

async function save(db: Database, user: UserRecord, changes: Parameters<typeof updateUser>[2], now: Date): Promise<UserRecord> {
  const updated = await updateUser(db, user.id, changes, now);
  if (!updated) throw new AppError("unauthorized", "Please log in to continue.");
  return updated;
}

export function setName(db: Database, user: UserRecord, name: string, now: Date): Promise<UserRecord> {
  return save(db, user, { name: name.trim() }, now);
}

/**
 * Name and date of birth change freely; the phone only to the verified one (a new number is
 * verified with an OTP of purpose verify_phone, which also stores it).
 */
export async function updateProfile(db: Database, user: UserRecord, body: UpdateProfileBody, now: Date): Promise<UserRecord> {
  if (body.phone_number !== undefined && body.phone_number.trim() !== "") {
    const phone = parsePhone(body.phone_number, body.country_code);
    if (!phone) throw new AppError("bad_request", "Please enter a valid phone number", { field: "phone_number" });
    if (phone.national !== user.phone || phone.countryCode !== user.countryCode || !user.phoneVerified) {
      throw new AppError("bad_request", ACCOUNT_MESSAGES.verifyNewPhone, { field: "phone_number" });
    }
  }
  let dateOfBirth = user.dateOfBirth;
  if (body.date_of_birth !== undefined) {
    dateOfBirth = body.date_of_birth || null;
    if (dateOfBirth && !isValidDateOfBirth(dateOfBirth, istNow(now).date)) {
      throw new AppError("bad_request", DATE_OF_BIRTH_MESSAGE, { field: "date_of_birth" });
    }
  }
  return save(db, user, { name: body.name.trim(), dateOfBirth }, now);
}

function decodeAttachment(attachment: string): Buffer {
  const base64 = attachment.replace(/^data:[\w/+.-]+;base64,/, "").replace(/\s/g, "");
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new AppError("bad_request", "attachment: must be base64", { field: "attachment" });
  return Buffer.from(base64, "base64");
}

/** Where profile photos go: the shared file store; deletions are announced to every instance's image cache. */
export type PhotoStorage = { files: FileStore; events: Pick<ClusterEvents, "publish"> };

async function removePhoto(storage: PhotoStorage, fileName: string): Promise<void> {
  await storage.files.delete(fileName);
  await storage.events.publish({ kind: "files_deleted", names: [fileName] });
}

/**
 * Stores a profile photo: at most 2 MB, JPEG, PNG or WebP, re-encoded as JPEG (which drops
 * metadata such as GPS position) in the shared file store; the old photo is deleted.
 */
export async function uploadProfileImage(
  db: Database,
  storage: PhotoStorage,
  user: UserRecord,
  attachment: string,
  now: Date,
): Promise<UserRecord> {
  const bytes = decodeAttachment(attachment);
  if (bytes.length > MAX_PROFILE_PHOTO_BYTES) throw new AppError("bad_request", PROFILE_PHOTO_MESSAGES.size, { field: "attachment" });
  let encoded: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: 40_000_000 });
    const { format } = await image.metadata();
    if (format !== "jpeg" && format !== "png" && format !== "webp") throw new Error("unsupported format");
    encoded = await image
      .rotate()
      .resize({ width: STORED_PHOTO_SIZE, height: STORED_PHOTO_SIZE, fit: "cover" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new AppError("bad_request", PROFILE_PHOTO_MESSAGES.type, { field: "attachment" });
  }
  const fileName = `user-${user.id}-${randomBytes(6).toString("hex")}.jpg`;
  await storage.files.put(fileName, encoded, "image/jpeg");
  const updated = await save(db, user, { photoFile: fileName }, now);
  if (user.photoFile) await removePhoto(storage, user.photoFile).catch(() => undefined);
  return updated;
}

export function companyInfoOf(user: UserRecord): CompanyInfo {
  return {
    company: user.company ?? "",
    address_1: user.address1 ?? "",
    address_2: user.address2 ?? "",
    address_3: user.address3 ?? "",
    country: user.country ?? "",
    state: user.state ?? "",
    city: user.city ?? "",
    pincode: user.pincode ?? "",
    pan: user.pan ?? "",
    gst: user.gstin ?? "",
  };
}

/** Saves the billing details after the domain's checks; state names take the data's spelling. */
export async function saveCompanyInfo(db: Database, user: UserRecord, input: CompanyInfo, now: Date): Promise<UserRecord> {
  const countryCode = countryCodeOf(input.country);
  if (!countryCode) throw new AppError("bad_request", "country: Please choose a country from the list", { field: "country" });
  let state = input.state.trim();
  if (hasStates(countryCode)) {
    const known = stateOf(countryCode, state);
    if (!known) throw new AppError("bad_request", "state: Please choose a state from the list", { field: "state" });
    state = known.name;
  }
  const problems = companyDetailsProblems({ ...input, state }, countryCode);
  const [first] = problems;
  if (first) throw new AppError("bad_request", `${first.field}: ${first.message}`, { field: first.field });
  return save(
    db,
    user,
    {
      company: input.company.trim(),
      address1: input.address_1.trim(),
      address2: input.address_2.trim() || null,
      address3: input.address_3.trim() || null,
      country: input.country.trim(),
      state,
      city: input.city.trim(),
      pincode: input.pincode.trim(),
      pan: input.pan.trim().toUpperCase() || null,
      gstin: input.gst.trim().toUpperCase() || null,
    },
    now,
  );
}

export function gstInfo(gst: string) {
  const info = gstinInfo(gst);
  if (!info) throw new AppError("bad_request", "gst: Please enter a valid GSTIN", { field: "gst" });
  return { gst: info.gstin, state_code: info.stateCode, state: info.state, pan: info.pan };
}

export function onboardingStatus(user: UserRecord) {
  const companyDetailsSet = Boolean(user.company && user.address1 && user.country && user.state && user.city && user.pincode);
  const nameSet = user.name.trim().length > 0;
  return {
    name_set: nameSet,
    email_verified: user.emailVerified,
    phone_verified: user.phoneVerified,
    company_details_set: companyDetailsSet,
    profile_complete: nameSet && user.emailVerified && user.phoneVerified && companyDetailsSet,
  };
}

/**
 * Deletes an account (DECISIONS.md section 6): personal data is erased, the row stays
 * anonymised so bookings keep their owner for tax records, and every session ends.
 */
export async function deleteAccount(db: Database, storage: PhotoStorage, user: UserRecord, now: Date): Promise<void> {
  const identifiers = [user.email?.toLowerCase(), user.phone ? `${user.countryCode}${user.phone}` : undefined].filter((v): v is string =>
    Boolean(v),
  );
  await save(
    db,
    user,
    {
      email: null,
      phone: null,
      name: "Deleted user",
      passwordHash: null,
      emailVerified: false,
      phoneVerified: false,
      isActive: false,
      dateOfBirth: null,
      photoFile: null,
      company: null,
      address1: null,
      address2: null,
      address3: null,
      country: null,
      state: null,
      city: null,
      pincode: null,
      pan: null,
      gstin: null,
      googleSub: null,
      facebookId: null,
      linkedinSub: null,
      referralCode: null,
      deletedAt: now,
    },
    now,
  );
  await revokeUserSessions(db, user.id, now);
  await deleteOtpsOf(db, identifiers);
  await deleteLoginFailuresOf(db, identifiers);
  if (user.photoFile) await removePhoto(storage, user.photoFile).catch(() => undefined);
}

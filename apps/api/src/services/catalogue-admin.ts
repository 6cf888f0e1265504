// The operator console's catalogue (issue 15, decision 0033): rooms of every type, centres,
// cities' live flag and room photos. Each change is checked with the domain's rules, written
// with its audit entry in one transaction, and announced to every instance's caches.
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type {
  CatalogueCentre,
  CatalogueOptions,
  CataloguePhoto,
  CatalogueRoom,
  CatalogueRoomQuery,
  CentreBody,
  PhotoBody,
  PhotoUploadBody,
  RoomBody,
} from "@workbay/contracts/backoffice-catalogue";
import { AppError } from "@workbay/domain/app-error";
import {
  CATALOGUE_MESSAGES,
  CENTRE_STATES,
  MAX_ROOM_PHOTO_BYTES,
  ROOM_PHOTO_MESSAGES,
  centreGstinProblem,
  imageFormatOfBytes,
  photosReordered,
  roomProblem,
} from "@workbay/domain/catalogue-rules";
import { imageUrl } from "@workbay/domain/image-sizes";
import { OPERATOR_MESSAGES, centreFilterOf } from "@workbay/domain/operator-access";
import { PRODUCT_TYPES, productType, type ProductTypeId } from "@workbay/domain/product-types";
import type { Database } from "@workbay/db/client";
import type { FileStore } from "@workbay/db/files/file-store";
import {
  addSinglePassOption,
  catalogueCentreById,
  catalogueChoices,
  catalogueRoomById,
  cityOf,
  deleteRoomImage,
  existingIds,
  hasPassOptions,
  insertCatalogueRoom,
  insertCentre,
  insertRoomImage,
  listCatalogueCentres,
  listCatalogueRooms,
  roomImageById,
  roomImagesOf,
  seoIdTaken,
  setCityLive,
  updateCatalogueRoom,
  updateCentre,
  updateRoomImage,
  type CatalogueRoomDetail,
  type CatalogueRoomWrite,
  type CentreWrite,
  type RoomImageRecord,
} from "@workbay/db/repositories/catalogue-admin-repository";
import { insertAuditEntry, type OperatorRecord } from "@workbay/db/repositories/operators-repository";
import { assertCentre, scopeOf } from "../plugins/operator-auth";
import { changeCatalogue } from "./catalogue-changes";
import type { ClusterEvents } from "./cluster-events";

export const CATALOGUE_PAGE_SIZE = 25;

type Audit = {
  action: string;
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

function audited(tx: Database, operator: OperatorRecord, entry: Audit, now: Date) {
  return insertAuditEntry(tx, { operator, ...entry }, now);
}

function bad(field: string, message: string): AppError {
  return new AppError("bad_request", message, { field });
}

// ---- choices

export async function catalogueOptions(db: Database, operator: OperatorRecord): Promise<CatalogueOptions> {
  const choices = await catalogueChoices(db, centreFilterOf(scopeOf(operator)));
  return {
    centres: choices.centres.map((c) => ({ id: c.id, name: c.name, city_slug: c.citySlug })),
    product_types: PRODUCT_TYPES.map((t) => ({ id: t.id, name: t.name, kind: t.kind })),
    amenities: choices.amenities,
    categories: choices.categories,
    cities: choices.cities,
    states: [...CENTRE_STATES],
  };
}

// ---- rooms

export async function listRoomsForOperator(db: Database, operator: OperatorRecord, query: CatalogueRoomQuery) {
  const centreIds = centreFilterOf(scopeOf(operator));
  const { rows, total } = await listCatalogueRooms(db, {
    centreIds,
    centreId: query.centre_id,
    productTypeId: query.product_type_id,
    q: query.q || undefined,
    sort: query.sort,
    dir: query.dir,
    limit: CATALOGUE_PAGE_SIZE,
    offset: (query.page - 1) * CATALOGUE_PAGE_SIZE,
  });
  return {
    rooms: rows.map((r) => ({
      id: r.id,
      seo_id: r.seoId,
      name: r.name,
      centre_id: r.centreId,
      centre_name: r.centreName,
      product_type_id: r.productTypeId,
      product_type: r.productType,
      capacity: r.capacity,
      price_paise: r.costPaise,
      bookable_online: r.isMrb,
      is_active: r.isActive,
    })),
    total,
    page: query.page,
    page_size: CATALOGUE_PAGE_SIZE,
  };
}

function photoView(image: RoomImageRecord): CataloguePhoto {
  return { id: image.id, file_name: image.fileName, url: imageUrl(image.fileName, "400x260"), alt: image.alt, position: image.position };
}

function roomView(room: CatalogueRoomDetail): CatalogueRoom {
  return {
    id: room.id,
    centre_id: room.centreId,
    centre_name: room.centreName,
    product_type_id: room.productTypeId as ProductTypeId,
    name: room.name,
    seo_id: room.seoId,
    floor: room.floor,
    capacity: room.capacity,
    price_paise: room.costPaise,
    original_price_paise: room.originalCostPaise,
    min_duration_minutes: room.slotDuration,
    start_time: room.startTime,
    end_time: room.endTime,
    description: room.description,
    inclusions: room.inclusions,
    amenity_ids: room.amenityIds,
    category_ids: room.categoryIds,
    bookable_online: room.isMrb,
    has_fnb: room.hasFnb,
    pass_capacity: room.passCapacity,
    month_factor_bp: room.monthFactorBp,
    is_active: room.isActive,
    photos: room.photos.map(photoView),
  };
}

/** The room, 404 when there is none, 403 when it is another centre's. */
async function operatorRoom(db: Database, operator: OperatorRecord, id: number): Promise<CatalogueRoomDetail> {
  const room = await catalogueRoomById(db, id);
  if (!room) throw new AppError("not_found", CATALOGUE_MESSAGES.unknownRoom);
  assertCentre(operator, room.centreId);
  return room;
}

export async function roomForOperator(db: Database, operator: OperatorRecord, id: number): Promise<CatalogueRoom> {
  return roomView(await operatorRoom(db, operator, id));
}

/** Every check of a room body that needs the database or crosses fields; the record to write. */
async function checkedRoom(db: Database, operator: OperatorRecord, body: RoomBody, roomId?: number): Promise<CatalogueRoomWrite> {
  const centre = await catalogueCentreById(db, body.centre_id);
  if (!centre) throw bad("centre_id", CATALOGUE_MESSAGES.unknownCentre);
  assertCentre(operator, body.centre_id);
  const typeId = body.product_type_id as ProductTypeId;
  const fields = {
    productTypeId: typeId,
    costPaise: body.price_paise,
    originalCostPaise: body.original_price_paise,
    startTime: body.start_time,
    endTime: body.end_time,
    slotDuration: body.min_duration_minutes,
    passCapacity: body.pass_capacity,
    monthFactorBp: body.month_factor_bp,
  };
  const problem = roomProblem(fields);
  if (problem) throw bad(problem.field, problem.message);
  if (await seoIdTaken(db, body.seo_id, roomId)) throw bad("seo_id", CATALOGUE_MESSAGES.seoIdTaken);
  const [knownAmenities, knownCategories] = await Promise.all([
    existingIds(db, "amenities", body.amenity_ids),
    existingIds(db, "categories", body.category_ids),
  ]);
  if (body.amenity_ids.some((id) => !knownAmenities.has(id))) throw bad("amenity_ids", CATALOGUE_MESSAGES.unknownAmenity);
  if (body.category_ids.some((id) => !knownCategories.has(id))) throw bad("category_ids", CATALOGUE_MESSAGES.unknownCategory);
  return {
    ...fields,
    centreId: body.centre_id,
    name: body.name,
    seoId: body.seo_id,
    floor: body.floor,
    capacity: body.capacity,
    description: body.description,
    inclusions: body.inclusions,
    isMrb: body.bookable_online,
    hasFnb: body.has_fnb,
    isActive: body.is_active,
  };
}

const unique = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

export async function createRoom(db: Database, operator: OperatorRecord, body: RoomBody, now: Date): Promise<CatalogueRoom> {
  const room = await checkedRoom(db, operator, body);
  const type = productType(room.productTypeId as ProductTypeId);
  const links = { amenityIds: unique(body.amenity_ids), categoryIds: unique(body.category_ids) };
  const id = await changeCatalogue(db, { centreIds: [room.centreId] }, async (tx) => {
    const newId = await insertCatalogueRoom(tx, room, { ...links, passLabel: type.kind === "pass" ? type.name : undefined }, now);
    await audited(
      tx,
      operator,
      { action: "room.create", entityType: "room", entityId: String(newId), before: null, after: { ...body } },
      now,
    );
    return newId;
  });
  return roomForOperator(db, operator, id);
}

export async function saveRoom(db: Database, operator: OperatorRecord, id: number, body: RoomBody, now: Date): Promise<CatalogueRoom> {
  const existing = await operatorRoom(db, operator, id);
  const room = await checkedRoom(db, operator, body, id);
  const type = productType(room.productTypeId as ProductTypeId);
  const before = roomView(existing);
  const { photos: _photos, centre_name: _centre, id: _id, ...beforeFields } = before;
  await changeCatalogue(db, { roomIds: [id], centreIds: [existing.centreId, room.centreId] }, async (tx) => {
    await updateCatalogueRoom(tx, id, room, { amenityIds: unique(body.amenity_ids), categoryIds: unique(body.category_ids) }, now);
    if (type.kind === "pass" && !(await hasPassOptions(tx, id))) await addSinglePassOption(tx, id, type.name);
    await audited(
      tx,
      operator,
      { action: "room.update", entityType: "room", entityId: String(id), before: beforeFields, after: { ...body } },
      now,
    );
  });
  return roomForOperator(db, operator, id);
}

// ---- centres

type CentreRow = NonNullable<Awaited<ReturnType<typeof catalogueCentreById>>>;

function centreView(row: CentreRow): CatalogueCentre {
  const c = row.centre;
  return {
    id: c.id,
    name: c.name,
    address: c.address,
    city_slug: c.citySlug,
    city_name: row.cityName,
    state: c.state,
    pincode: c.pincode,
    latitude: c.latitude,
    longitude: c.longitude,
    phone: c.phone,
    email: c.email,
    business_hours: c.businessHours.map((w) => ({ days: [...w.days], open: w.open, close: w.close })),
    notice: c.notice,
    gstin: c.gstin,
    is_active: c.isActive,
    room_count: Number(row.roomCount),
  };
}

export async function listCentresForOperator(db: Database, operator: OperatorRecord): Promise<CatalogueCentre[]> {
  return (await listCatalogueCentres(db, centreFilterOf(scopeOf(operator)))).map(centreView);
}

async function operatorCentre(db: Database, operator: OperatorRecord, id: number): Promise<CentreRow> {
  const row = await catalogueCentreById(db, id);
  if (!row) throw new AppError("not_found", CATALOGUE_MESSAGES.unknownCentre);
  assertCentre(operator, id);
  return row;
}

export async function centreForOperator(db: Database, operator: OperatorRecord, id: number): Promise<CatalogueCentre> {
  return centreView(await operatorCentre(db, operator, id));
}

async function checkedCentre(db: Database, body: CentreBody): Promise<CentreWrite> {
  const city = await cityOf(db, body.city_slug);
  if (!city) throw bad("city_slug", CATALOGUE_MESSAGES.unknownCity);
  const problem = centreGstinProblem(body.gstin, body.state);
  if (problem) throw bad(problem.field, problem.message);
  return {
    name: body.name,
    address: body.address,
    citySlug: body.city_slug,
    state: body.state,
    pincode: body.pincode,
    latitude: body.latitude,
    longitude: body.longitude,
    phone: body.phone,
    email: body.email,
    businessHours: body.business_hours.map((w) => ({ days: unique(w.days), open: w.open, close: w.close })),
    notice: body.notice,
    gstin: body.gstin,
    isActive: body.is_active,
  };
}

/** The fields only an admin changes: who the centre is in law and where it is. */
const LEGAL_FIELDS = ["name", "address", "citySlug", "state", "pincode", "latitude", "longitude", "gstin", "isActive"] as const;
export const CENTRE_LEGAL_MESSAGE =
  "Only an admin can change a centre's name, address, city, state, pincode, coordinates, GSTIN or active flag.";

export async function createCentre(db: Database, operator: OperatorRecord, body: CentreBody, now: Date): Promise<CatalogueCentre> {
  if (operator.role !== "admin") throw new AppError("forbidden", OPERATOR_MESSAGES.adminOnly);
  const centre = await checkedCentre(db, body);
  const id = await changeCatalogue(db, {}, async (tx) => {
    const newId = await insertCentre(tx, centre, now);
    await audited(
      tx,
      operator,
      { action: "centre.create", entityType: "centre", entityId: String(newId), before: null, after: { ...body } },
      now,
    );
    return newId;
  });
  return centreForOperator(db, operator, id);
}

export async function saveCentre(
  db: Database,
  operator: OperatorRecord,
  id: number,
  body: CentreBody,
  now: Date,
): Promise<CatalogueCentre> {
  const existing = await operatorCentre(db, operator, id);
  const centre = await checkedCentre(db, body);
  if (operator.role !== "admin") {
    const changed = LEGAL_FIELDS.some((key) => JSON.stringify(existing.centre[key] ?? null) !== JSON.stringify(centre[key] ?? null));
    if (changed) throw new AppError("forbidden", CENTRE_LEGAL_MESSAGE);
  }
  const before = centreView(existing);
  await changeCatalogue(db, { centreIds: [id] }, async (tx) => {
    await updateCentre(tx, id, centre, now);
    await audited(
      tx,
      operator,
      { action: "centre.update", entityType: "centre", entityId: String(id), before: { ...before }, after: { ...body } },
      now,
    );
  });
  return centreForOperator(db, operator, id);
}

export async function saveCityLive(db: Database, operator: OperatorRecord, slug: string, live: boolean, now: Date) {
  const city = await cityOf(db, slug);
  if (!city) throw new AppError("not_found", CATALOGUE_MESSAGES.unknownCity);
  await changeCatalogue(db, {}, async (tx) => {
    await setCityLive(tx, slug, live);
    await audited(
      tx,
      operator,
      { action: "city.live", entityType: "city", entityId: slug, before: { live: city.live }, after: { live } },
      now,
    );
  });
  return { slug, name: city.name, live };
}

// ---- photos

/** Where photos go: the shared file store; deletions are announced to every instance's image cache. */
export type PhotoStorage = { files: FileStore; events: Pick<ClusterEvents, "publish"> };

export function decodeAttachment(attachment: string): Buffer {
  const base64 = attachment.replace(/^data:[\w/+.-]+;base64,/, "").replace(/\s/g, "");
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw bad("attachment", ROOM_PHOTO_MESSAGES.type);
  return Buffer.from(base64, "base64");
}

/** The stored original: checked by its first bytes, decoded, turned upright, at most 2400 px wide, metadata dropped. */
export async function storedPhoto(bytes: Buffer): Promise<{ body: Buffer; extension: string; contentType: string }> {
  if (bytes.length > MAX_ROOM_PHOTO_BYTES) throw bad("attachment", ROOM_PHOTO_MESSAGES.size);
  const format = imageFormatOfBytes(bytes);
  if (!format) throw bad("attachment", ROOM_PHOTO_MESSAGES.type);
  try {
    const image = sharp(bytes, { limitInputPixels: 60_000_000 }).rotate().resize({ width: 2400, withoutEnlargement: true });
    if (format === "png") return { body: await image.png().toBuffer(), extension: "png", contentType: "image/png" };
    if (format === "webp") return { body: await image.webp({ quality: 88 }).toBuffer(), extension: "webp", contentType: "image/webp" };
    return { body: await image.jpeg({ quality: 88, mozjpeg: true }).toBuffer(), extension: "jpg", contentType: "image/jpeg" };
  } catch {
    throw bad("attachment", ROOM_PHOTO_MESSAGES.type);
  }
}

export async function addRoomPhoto(
  db: Database,
  storage: PhotoStorage,
  operator: OperatorRecord,
  roomId: number,
  body: PhotoUploadBody,
  now: Date,
): Promise<CataloguePhoto> {
  const room = await operatorRoom(db, operator, roomId);
  const photo = await storedPhoto(decodeAttachment(body.attachment));
  const fileName = `room-${roomId}-${randomBytes(6).toString("hex")}.${photo.extension}`;
  await storage.files.put(fileName, photo.body, photo.contentType);
  const position = room.photos.reduce((max, p) => Math.max(max, p.position + 1), 0);
  try {
    const image = await changeCatalogue(db, { roomIds: [roomId] }, async (tx) => {
      const row = await insertRoomImage(tx, { roomId, fileName, alt: body.alt, position: Math.min(position, 99) });
      await audited(
        tx,
        operator,
        {
          action: "photo.create",
          entityType: "room",
          entityId: String(roomId),
          before: null,
          after: { file_name: fileName, alt: body.alt },
        },
        now,
      );
      return row;
    });
    return photoView(image);
  } catch (error) {
    await storage.files.delete(fileName).catch(() => undefined);
    throw error;
  }
}

async function operatorPhoto(db: Database, operator: OperatorRecord, roomId: number, photoId: number) {
  await operatorRoom(db, operator, roomId);
  const image = await roomImageById(db, roomId, photoId);
  if (!image) throw new AppError("not_found", ROOM_PHOTO_MESSAGES.unknown);
  return image;
}

export async function saveRoomPhoto(db: Database, operator: OperatorRecord, roomId: number, photoId: number, body: PhotoBody, now: Date) {
  const image = await operatorPhoto(db, operator, roomId, photoId);
  let position = body.position;
  await changeCatalogue(db, { roomIds: [roomId] }, async (tx) => {
    // The photo goes to that place and the others close up around it (0, 1, 2 ...): setting a
    // photo to 0 makes it the cover, where a tie with the old cover used to keep the old one.
    const photos = await roomImagesOf(tx, roomId);
    const order = photosReordered(
      photos.map((p) => p.id),
      photoId,
      body.position,
    );
    position = order.indexOf(photoId);
    const current = new Map(photos.map((p) => [p.id, p]));
    for (const [index, id] of order.entries()) {
      const photo = current.get(id);
      if (id === photoId) await updateRoomImage(tx, id, { alt: body.alt, position: index });
      else if (photo && photo.position !== index) await updateRoomImage(tx, id, { alt: photo.alt, position: index });
    }
    await audited(
      tx,
      operator,
      {
        action: "photo.update",
        entityType: "room",
        entityId: String(roomId),
        before: { id: photoId, alt: image.alt, position: image.position },
        after: { id: photoId, alt: body.alt, position },
      },
      now,
    );
  });
  return photoView({ ...image, alt: body.alt, position });
}

export async function removeRoomPhoto(
  db: Database,
  storage: PhotoStorage,
  operator: OperatorRecord,
  roomId: number,
  photoId: number,
  now: Date,
) {
  const image = await operatorPhoto(db, operator, roomId, photoId);
  await changeCatalogue(db, { roomIds: [roomId] }, async (tx) => {
    await deleteRoomImage(tx, photoId);
    await audited(
      tx,
      operator,
      {
        action: "photo.delete",
        entityType: "room",
        entityId: String(roomId),
        before: { id: photoId, file_name: image.fileName, alt: image.alt },
        after: null,
      },
      now,
    );
  });
  await storage.files.delete(image.fileName).catch(() => undefined);
  await storage.events.publish({ kind: "files_deleted", names: [image.fileName] });
}

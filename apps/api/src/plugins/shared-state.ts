import path from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { onAvailabilityChange } from "@workbay/db/availability-changes";
import { createDatabaseFileStore } from "@workbay/db/files/database-file-store";
import type { FileStore } from "@workbay/db/files/file-store";
import { createClusterEvents, registerClusterEvents, type ClusterEvents } from "../services/cluster-events";
import { createImageResizer } from "../services/image-resizer";
import { metrics } from "../services/metrics";
import { clearListings, invalidateListings } from "../services/listing-cache";
import { invalidateCatalogue } from "../services/room-catalogue";
import { createS3FileStore } from "../services/s3-file-store";

declare module "fastify" {
  interface FastifyInstance {
    /** Originals of room and profile photos, shared by every instance (database or S3). */
    files: FileStore;
    /** Messages to and from the other instances (catalogue changes, deleted files). */
    events: ClusterEvents;
    /** Resized images from `files`, cached on this instance's disk. */
    imageResizer: ReturnType<typeof createImageResizer>;
  }
}

/** The file store of a configuration: S3 when S3_URL is set, else the database's table. */
export async function createFileStore(config: FastifyInstance["config"], db: FastifyInstance["db"]): Promise<FileStore> {
  return config.files.kind === "s3" ? createS3FileStore(config.files) : createDatabaseFileStore(db);
}

/**
 * What instances share (docs/decisions/0025): the file store, and the message carrier that
 * keeps every instance's catalogue cache and image cache in step with the others.
 */
export const sharedState = fp(async function sharedState(app: FastifyInstance, options: { files?: FileStore }) {
  const files = options.files ?? (await createFileStore(app.config, app.db));
  const events = await createClusterEvents({
    database: app.database,
    redisUrl: app.config.redisUrl,
    onError: (error) => app.log.warn({ err: error }, "cluster message carrier"),
  });
  registerClusterEvents(app.db, events);
  app.addHook("onClose", async () => events.close());

  const imageResizer = createImageResizer({ files, cacheDir: path.join(app.config.dataDir, "cache", "images") });
  const counted =
    <E>(kind: string, handler: (event: E) => void) =>
    (event: E) => {
      metrics().clusterEvents.inc({ kind });
      handler(event);
    };
  events.on(
    "catalogue",
    counted("catalogue", (event) => invalidateCatalogue(app.db, event)),
  );
  events.on(
    "resync",
    counted("resync", () => invalidateCatalogue(app.db)),
  );
  // Taken or freed slots and passes (docs/decisions/0035): this instance drops the cached
  // listings at once, before the writer answers, and tells the others.
  const stopAvailability = onAvailabilityChange(app.db, async (changes) => {
    invalidateListings(app.db, changes);
    try {
      await events.publish({ kind: "availability", changes: changes.map((c) => [c.roomId, c.date]) });
    } catch (error) {
      app.log.warn({ err: error }, "could not tell the other instances of an availability change");
    }
  });
  app.addHook("onClose", async () => stopAvailability());
  events.on(
    "availability",
    counted("availability", (event) => {
      if (event.changes)
        invalidateListings(
          app.db,
          event.changes.map(([roomId, date]) => ({ roomId, date })),
        );
      else clearListings(app.db);
    }),
  );
  events.on(
    "files_deleted",
    counted("files_deleted", (event) => {
      imageResizer.forget(event.names).catch((error: unknown) => app.log.warn({ err: error }, "could not drop cached images"));
    }),
  );

  app.decorate("files", files);
  app.decorate("events", events);
  app.decorate("imageResizer", imageResizer);
});

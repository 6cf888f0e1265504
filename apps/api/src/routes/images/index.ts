import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "@workbay/domain/app-error";
import { IMAGE_SIZES, isImageSize } from "@workbay/domain/image-sizes";
import { isSafeImageName, negotiateFormat } from "../../services/image-resizer";

const ImageParams = z.object({
  size: z.string().max(20),
  file: z.string().max(220),
});

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/images/:size/:file",
    {
      schema: {
        tags: ["images"],
        summary: `A stored image at one of the allowed sizes (${IMAGE_SIZES.join(", ")}), as AVIF, WebP or JPEG by Accept`,
        params: ImageParams,
        // Binary answers have no response schema; errors use the envelope.
      },
    },
    async (request, reply) => {
      const { size, file } = request.params;
      if (!isImageSize(size)) throw new AppError("bad_request", `size: must be one of ${IMAGE_SIZES.join(", ")}`, { field: "size" });
      if (!isSafeImageName(file)) throw new AppError("bad_request", "file: not a valid image name", { field: "file" });
      const format = negotiateFormat(request.headers.accept, Number(size.split("x")[0]));
      const image = await app.imageResizer.get(file, size, format);
      if (!image) throw new AppError("not_found", "Image not found");
      return reply
        .header("content-type", image.contentType)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("vary", "Accept")
        .send(image.body);
    },
  );
};

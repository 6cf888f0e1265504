import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** The OpenAPI document, generated from the routes' zod schemas, browsable at /docs. */
export const openapi = fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Workbay gateway API",
        description: "Rooms, passes, bookings and accounts of the Workbay workspace marketplace.",
        version: "1.0.0",
      },
      tags: [
        { name: "rooms", description: "Discovery of rooms and bookable items" },
        { name: "search", description: "Search by city, locality, centre, room or product; the locations list" },
        { name: "back-office", description: "Back-office listings" },
        { name: "booking", description: "Checking and pricing bookings, F&B menus" },
        { name: "images", description: "The image service" },
        { name: "guests", description: "Guest add-on links" },
        { name: "accounts", description: "Login, sign-up, OTPs, password reset, social sign-in, human check, session" },
        { name: "profile", description: "The signed-in user's profile and company details; countries, states and cities" },
        { name: "dev", description: "Development and demo tools (absent in production)" },
        { name: "system", description: "Health and readiness" },
      ],
    },
    transform: jsonSchemaTransform,
  });
  // Production serves the browsable document only when API_DOCS_PUBLIC=true (decision 0017).
  if (app.config.apiDocsPublic) await app.register(swaggerUi, { routePrefix: "/docs", staticCSP: true });
});

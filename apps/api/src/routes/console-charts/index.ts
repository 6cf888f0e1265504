import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply } from "fastify";
import { consoleChartsEndpoints } from "@workbay/contracts/endpoints/console-charts";
import { csvAttachment } from "@workbay/domain/csv";
import { ok } from "../../envelope";
import { operatorOf } from "../../plugins/operator-auth";
import { registerEndpoint } from "../../register-endpoint";
import { bookingsCsv, chartsFor, occupancyCsv, revenueCsv, type CsvFile } from "../../services/console-charts";

const privateAnswer = { "cache-control": "private, no-store" };

function sendCsv(reply: FastifyReply, file: CsvFile) {
  return reply
    .headers({ ...privateAnswer, "content-disposition": csvAttachment(file.fileName), "x-content-type-options": "nosniff" })
    .type("text/csv; charset=utf-8")
    .send(file.body);
}

/** The console's Today charts and CSV exports (issue 15, decision 0036); operators only, scoped to their centres. */
export const consoleChartsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(app, consoleChartsEndpoints.charts, async (request, reply) =>
    reply.headers(privateAnswer).send(ok(await chartsFor(app.db, operatorOf(request), request.query, app.clock()))),
  );
  registerEndpoint(app, consoleChartsEndpoints.occupancyCsv, async (request, reply) =>
    sendCsv(reply, await occupancyCsv(app.db, operatorOf(request), request.query, app.clock())),
  );
  registerEndpoint(app, consoleChartsEndpoints.revenueCsv, async (request, reply) =>
    sendCsv(reply, await revenueCsv(app.db, operatorOf(request), request.query, app.clock())),
  );
  registerEndpoint(app, consoleChartsEndpoints.bookingsCsv, async (request, reply) =>
    sendCsv(reply, await bookingsCsv(app.db, operatorOf(request), request.query, app.clock())),
  );
};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { voucherEndpoints } from "@workbay/contracts/endpoints/vouchers";
import { VOUCHER_ADMIN_MESSAGES } from "@workbay/domain/voucher-rules";
import { ok } from "../../envelope";
import { operatorOf } from "../../plugins/operator-auth";
import { registerEndpoint } from "../../register-endpoint";
import { createVoucher, listVouchers, saveVoucher, setVoucherActive, voucherForAdmin } from "../../services/vouchers-admin";

const privateAnswer = { "cache-control": "private, no-store" };

/** The console's vouchers (issue 15, decision 0033): every call is an admin's (`auth: "admin"`). */
export const backofficeVoucherRoutes: FastifyPluginAsyncZod = async (app) => {
  const endpoints = voucherEndpoints;

  registerEndpoint(app, endpoints.list, async (request, reply) =>
    reply.headers(privateAnswer).send(ok(await listVouchers(app.db, request.query, app.clock()))),
  );

  registerEndpoint(app, endpoints.create, async (request) =>
    ok(await createVoucher(app.db, operatorOf(request), request.body, app.clock()), VOUCHER_ADMIN_MESSAGES.created),
  );

  registerEndpoint(app, endpoints.voucher, async (request, reply) =>
    reply.headers(privateAnswer).send(ok(await voucherForAdmin(app.db, request.params.id, app.clock()))),
  );

  registerEndpoint(app, endpoints.save, async (request) =>
    ok(await saveVoucher(app.db, operatorOf(request), request.params.id, request.body, app.clock()), VOUCHER_ADMIN_MESSAGES.saved),
  );

  registerEndpoint(app, endpoints.setActive, async (request) =>
    ok(
      await setVoucherActive(app.db, operatorOf(request), request.params.id, request.body.active, app.clock()),
      request.body.active ? VOUCHER_ADMIN_MESSAGES.activated : VOUCHER_ADMIN_MESSAGES.deactivated,
    ),
  );
};

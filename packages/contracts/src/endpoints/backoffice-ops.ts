import { defineEndpoint } from "../endpoint";
import { DoneData } from "../backoffice";
import {
  AuditLogQuery,
  AuditLogResponse,
  BlockParams,
  BlocksQuery,
  BlocksResponse,
  CreateBlockBody,
  InviteOperatorBody,
  OperatorListResponse,
  OperatorListedResponse,
  OperatorParams,
  SlotBlockResponse,
  UpdateOperatorBody,
} from "../backoffice-ops";

const PREFIX = "/backoffice-service/api/v1";
const errors = [400, 401, 403, 404, 409] as const;
const tags = ["backoffice"] as const;

/** The console's operations calls (issue 15, decision 0034): calendar blocks, operators, the audit log. */
export const backofficeOpsEndpoints = {
  blocks: defineEndpoint({
    method: "GET",
    path: `${PREFIX}/blocks`,
    query: BlocksQuery,
    response: BlocksResponse,
    errors: [...errors],
    auth: "operator",
    tags: [...tags],
    summary: "A centre's blocked slots on a date (maintenance, private use)",
  }),
  block: defineEndpoint({
    method: "POST",
    path: `${PREFIX}/blocks`,
    body: CreateBlockBody,
    response: SlotBlockResponse,
    errors: [...errors],
    auth: "operator",
    tags: [...tags],
    summary: "Block a room's slots through the rule that prevents double booking (a taken slot is a 409; audited)",
  }),
  unblock: defineEndpoint({
    method: "DELETE",
    path: `${PREFIX}/blocks/:id`,
    params: BlockParams,
    response: DoneData,
    errors: [...errors],
    auth: "operator",
    tags: [...tags],
    summary: "Remove a block: its slots are free at once (audited)",
  }),
  operators: defineEndpoint({
    method: "GET",
    path: `${PREFIX}/operators`,
    response: OperatorListResponse,
    errors: [...errors],
    auth: "admin",
    tags: [...tags],
    summary: "Every operator with role, centres and state, and the centres to assign (admins)",
  }),
  inviteOperator: defineEndpoint({
    method: "POST",
    path: `${PREFIX}/operators`,
    body: InviteOperatorBody,
    response: OperatorListedResponse,
    errors: [...errors],
    auth: "admin",
    tags: [...tags],
    summary: "Invite an operator: e-mails a link that sets their password (72 hours, once; admins; audited)",
  }),
  updateOperator: defineEndpoint({
    method: "PUT",
    path: `${PREFIX}/operators/:id`,
    params: OperatorParams,
    body: UpdateOperatorBody,
    response: OperatorListedResponse,
    errors: [...errors],
    auth: "admin",
    tags: [...tags],
    summary: "Change an operator's role, centres and active flag; deactivation ends their sessions at once (admins; audited)",
  }),
  auditLog: defineEndpoint({
    method: "GET",
    path: `${PREFIX}/audit-log`,
    query: AuditLogQuery,
    response: AuditLogResponse,
    errors: [...errors],
    auth: "admin",
    tags: [...tags],
    summary: "Every operator change, newest first, by operator, action, entity and dates (50 a page; admins)",
  }),
};

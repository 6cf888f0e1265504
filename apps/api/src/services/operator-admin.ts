// Admins invite operators, change their role and centres, and deactivate them (issue 15,
// decision 0034). Each change and its audit entry (and an invitation's e-mail, through the
// outbox) are one transaction; deactivation ends the operator's sessions at once.
import type { AuditLogQuery, InviteOperatorBody, OperatorListed, UpdateOperatorBody } from "@workbay/contracts/backoffice-ops";
import { AppError } from "@workbay/domain/app-error";
import { OPERATOR_ADMIN_MESSAGES, assignedCentres } from "@workbay/domain/operator-admin";
import type { Database } from "@workbay/db/client";
import { centresOf } from "@workbay/db/repositories/backoffice-repository";
import {
  AUDIT_PAGE_SIZE,
  insertInvitedOperator,
  searchAuditLog,
  listOperators,
  lockedOperator,
  revokeOperatorSessions,
  unknownCentres,
  updateOperatorAccess,
} from "@workbay/db/repositories/operators-admin-repository";
import { insertAuditEntry, type OperatorRecord } from "@workbay/db/repositories/operators-repository";
import { enqueueMessage } from "@workbay/db/repositories/outbox-repository";
import { isUniqueViolation } from "@workbay/db/repositories/users-repository";
import { escapeHtml } from "../escape-html";
import { operatorPasswordLink } from "./operator-sessions";

export type OperatorAdminContext = { db: Database; secret: string; publicUrl: string };

export function operatorListed(o: OperatorRecord): OperatorListed {
  return {
    id: o.id,
    email: o.email,
    name: o.name,
    role: o.role,
    centre_ids: o.centreIds,
    is_active: o.isActive,
    password_set: o.passwordHash !== null,
    created_at: o.createdAt.toISOString(),
  };
}

function accessOf(o: OperatorRecord) {
  return { email: o.email, role: o.role, centre_ids: o.centreIds, is_active: o.isActive };
}

export async function operatorsForAdmin(db: Database) {
  const [operators, centres] = await Promise.all([listOperators(db), centresOf(db, undefined)]);
  return { operators: operators.map(operatorListed), centres: centres.map((c) => ({ id: c.id, name: c.name, city: c.city })) };
}

async function checkedCentres(db: Database, role: OperatorRecord["role"], ids: readonly number[]): Promise<number[]> {
  const assigned = assignedCentres(role, ids);
  if ("problem" in assigned) throw new AppError("bad_request", assigned.problem, { field: "centre_ids" });
  const unknown = await unknownCentres(db, assigned.centreIds);
  if (unknown.length > 0) throw new AppError("bad_request", OPERATOR_ADMIN_MESSAGES.unknownCentre(unknown), { field: "centre_ids" });
  return assigned.centreIds;
}

function invitationMessage(to: string, link: string, invitedBy: string) {
  return {
    channel: "email" as const,
    to,
    subject: "You are invited to the Workbay operator console",
    text: `${invitedBy} invited you to the Workbay operator console. Set your password with this link: ${link}\n\nThe link works once and expires in 72 hours. Then sign in at the console with your e-mail, your password and the code we e-mail you.`,
    html: `<p>${escapeHtml(invitedBy)} invited you to the Workbay operator console. Set your password with this link:</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>The link works once and expires in 72 hours.</p>`,
  };
}

/** Creates the operator (no password yet) and e-mails the set-password link; audited. */
export async function inviteOperator(
  ctx: OperatorAdminContext,
  admin: OperatorRecord,
  body: InviteOperatorBody,
  now: Date,
): Promise<OperatorListed> {
  const centreIds = await checkedCentres(ctx.db, body.role, body.centre_ids);
  try {
    const created = await ctx.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const operator = await insertInvitedOperator(tx, { email: body.email, name: body.name, role: body.role, centreIds }, now);
      const link = await operatorPasswordLink(ctx.secret, ctx.publicUrl, operator, now);
      await enqueueMessage(
        tx,
        { ...invitationMessage(operator.email, link, admin.name || admin.email), dedupeKey: `operator-invite:${operator.id}` },
        now,
      );
      await insertAuditEntry(
        tx,
        {
          operator: admin,
          action: "operator.invite",
          entityType: "operator",
          entityId: operator.id,
          before: null,
          after: { ...accessOf(operator), name: operator.name },
        },
        now,
      );
      return operator;
    });
    return operatorListed(created);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", OPERATOR_ADMIN_MESSAGES.exists, { field: "email" });
    throw error;
  }
}

/** Changes an operator's role, centres and active flag; deactivating ends their sessions at once. Audited. */
export async function updateOperator(
  db: Database,
  admin: OperatorRecord,
  id: string,
  body: UpdateOperatorBody,
  now: Date,
): Promise<OperatorListed> {
  const centreIds = await checkedCentres(db, body.role, body.centre_ids);
  const updated = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const before = await lockedOperator(tx, id);
    if (!before) throw new AppError("not_found", OPERATOR_ADMIN_MESSAGES.notFound);
    if (before.id === admin.id && (body.role !== before.role || !body.is_active))
      throw new AppError("conflict", OPERATOR_ADMIN_MESSAGES.notYourself);
    const after = await updateOperatorAccess(tx, id, { role: body.role, centreIds, isActive: body.is_active }, now);
    if (!after.isActive) await revokeOperatorSessions(tx, id, now);
    await insertAuditEntry(
      tx,
      {
        operator: admin,
        action: "operator.update",
        entityType: "operator",
        entityId: id,
        before: accessOf(before),
        after: accessOf(after),
      },
      now,
    );
    return after;
  });
  return operatorListed(updated);
}

/** The audit log for admins: newest first, filtered, a page at a time (decision 0034: managers see history on their bookings and leads). */
export async function auditLogPage(db: Database, query: AuditLogQuery) {
  if (query.from && query.to && query.from > query.to)
    throw new AppError("bad_request", "The end date is before the start date.", { field: "to" });
  const found = await searchAuditLog(db, {
    operator: query.operator || undefined,
    action: query.action,
    entityType: query.entity_type,
    entityId: query.entity_id || undefined,
    from: query.from,
    to: query.to,
    page: query.page,
  });
  return {
    entries: found.rows.map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      operator_email: r.operatorEmail,
      action: r.action,
      entity_type: r.entityType,
      entity_id: r.entityId,
      before: r.before,
      after: r.after,
    })),
    total: found.total,
    page: query.page,
    pages: Math.max(1, Math.ceil(found.total / AUDIT_PAGE_SIZE)),
    page_size: AUDIT_PAGE_SIZE,
    actions: found.actions.map((a) => ({ action: a.action, entity_type: a.entityType })),
  };
}

// The operator console's bookings, policies and day (issue 15 and issue 16's operator actions,
// decision 0029). Every function takes the operator: a manager's reads are limited to their
// centres, and a booking of another centre is refused (403) before anything is read or changed.
import {
  LeadStatus,
  type BackofficeBooking,
  type BackofficeChange,
  type BackofficeLead,
  type LeadSearchQuery,
  type LeadStatusBody,
  type LeadSummary,
  type CalendarDay,
  type CalendarSpan,
  type BookingSearchQuery,
  type BookingSummary,
  type PolicyBody,
  type PolicyView,
  type TodayCentre,
} from "@workbay/contracts/backoffice";
import { AppError } from "@workbay/domain/app-error";
import { describePolicy, policyProblem, type CancellationPolicy } from "@workbay/domain/cancellation-policy";
import { currentSupply } from "@workbay/domain/change-difference";
import { addDaysIso, istNow, weekdayOf } from "@workbay/domain/ist-date";
import { leadNextStatuses, leadReference } from "@workbay/domain/leads";
import { OPERATOR_MESSAGES, centreFilterOf } from "@workbay/domain/operator-access";
import { PRODUCT_TYPES, isProductTypeId, productType, type ProductTypeId } from "@workbay/domain/product-types";
import type { Database } from "@workbay/db/client";
import {
  BOOKINGS_PAGE_SIZE,
  LEADS_PAGE_SIZE,
  backofficeBooking,
  backofficeLead,
  lockedLeadStatus,
  searchLeads,
  type LeadRow,
  bookingsOnDates,
  centreDay,
  centresOf,
  newLeadsByCentre,
  recordManualRefund,
  refundsRequiredByCentre,
  searchBookings,
  slotUsage,
  type BookingSummaryRow,
} from "@workbay/db/repositories/backoffice-repository";
import { bookingAddOnsOf, bookingGuestsOf } from "@workbay/db/repositories/bookings-repository";
import { enqueueMessage } from "@workbay/db/repositories/outbox-repository";
import { auditEntriesOf, insertAuditEntry, type OperatorRecord } from "@workbay/db/repositories/operators-repository";
import { refundsOfBooking, requeueFailedRefund, saveCancellationPolicy, type RefundRow } from "@workbay/db/repositories/refunds-repository";
import { changesOfBooking, differenceOf, type BookingChangeRow } from "@workbay/db/repositories/booking-changes-repository";
import { assertCentre, scopeOf } from "../plugins/operator-auth";
import { confirmationMessage } from "./booking-documents";
import { changeSideView } from "./booking-change-views";
import { decide, policyFor, refundStartKey } from "./cancellations";
import { CHECKOUT_MESSAGES, documentFacts, type CheckoutContext } from "./checkout";
import { bookingInvoice } from "./issued-documents";

export const BACKOFFICE_MESSAGES = {
  confirmationResent: "Confirmation sent again.",
  confirmationOnlyConfirmed: "Only a confirmed booking has a confirmation to send.",
  refundMarked: "Refund recorded as done.",
  noRefundRequired: "This booking does not need a refund (or it was already recorded).",
  policySaved: "Cancellation policy saved.",
  refundRetried: "Refund queued again: the gateway is asked once more with the same idempotency key.",
  noFailedRefund: "This booking has no failed refund to retry.",
} as const;

function summaryOf(row: BookingSummaryRow): BookingSummary {
  const { booking } = row;
  return {
    code: booking.code,
    status: booking.status,
    date: booking.date,
    end_date: booking.endDate,
    start_slot: booking.startSlot,
    end_slot: booking.endSlot,
    quantity: booking.quantity,
    pass_option_name: booking.passOptionName,
    room_name: row.room.name,
    product_type_id: row.room.productTypeId,
    centre_id: row.centre.id,
    centre_name: row.centre.name,
    city: row.city,
    customer_name: row.customer.name,
    customer_email: row.customer.email ?? "",
    customer_phone: row.customer.phone ? `${row.customer.countryCode ?? "+91"} ${row.customer.phone}` : "",
    total_paise: booking.totalPaise,
    refund_required: booking.refundRequired,
    hold_expires_at: booking.holdExpiresAt?.toISOString() ?? null,
  };
}

export async function searchOperatorBookings(db: Database, operator: OperatorRecord, query: BookingSearchQuery) {
  if (query.centre_id !== undefined) assertCentre(operator, query.centre_id);
  const { rows, total } = await searchBookings(db, {
    q: query.q,
    centreId: query.centre_id,
    from: query.from,
    to: query.to,
    status: query.status,
    page: query.page,
    centreIds: centreFilterOf(scopeOf(operator)),
  });
  return { bookings: rows.map(summaryOf), page: query.page, page_size: BOOKINGS_PAGE_SIZE, total };
}

/** The booking if it exists and belongs to one of the operator's centres: 404 / 403 otherwise. */
export async function operatorBooking(db: Database, operator: OperatorRecord, code: string): Promise<BookingSummaryRow> {
  const row = await backofficeBooking(db, code);
  if (!row) throw new AppError("not_found", CHECKOUT_MESSAGES.notFound);
  assertCentre(operator, row.centre.id);
  return row;
}

/** A change as the console lists it: before and after, the difference, its payment or its refund. */
function backofficeChange(change: BookingChangeRow, refund: RefundRow | undefined): BackofficeChange {
  return {
    id: change.id,
    kind: change.kind,
    status: change.status,
    before: changeSideView(change.before),
    after: changeSideView(change.after),
    difference_paise: change.differenceTotalPaise,
    payment_order_id: change.paymentOrderId,
    payment_id: change.paymentId,
    invoice_number: change.invoiceNumber,
    hold_expires_at: change.holdExpiresAt?.toISOString() ?? null,
    refund_required: change.refundRequired,
    refund: refund ? { amount_paise: refund.amountPaise, status: refund.status, credit_note_number: refund.creditNoteNumber } : null,
    created_at: change.createdAt.toISOString(),
    applied_at: change.appliedAt?.toISOString() ?? null,
  };
}

export async function bookingForOperator(db: Database, operator: OperatorRecord, code: string, now: Date): Promise<BackofficeBooking> {
  const row = await operatorBooking(db, operator, code);
  const { booking } = row;
  const [addOns, guests, refunds, history, cancelling, changes] = await Promise.all([
    bookingAddOnsOf(db, booking.id),
    bookingGuestsOf(db, booking.id),
    refundsOfBooking(db, booking.id),
    auditEntriesOf(db, "booking", booking.code),
    decide(db, booking, now),
    changesOfBooking(db, booking.id),
  ]);
  const current = currentSupply(booking, changes.filter((c) => c.status === "applied").map(differenceOf));
  const { decision, policy } = cancelling;
  return {
    ...summaryOf(row),
    seats: booking.seats,
    amounts: {
      room_paise: booking.roomAmountPaise,
      add_ons_paise: booking.addOnsAmountPaise,
      discount_paise: booking.discountPaise,
      cgst_paise: booking.cgstPaise,
      sgst_paise: booking.sgstPaise,
      igst_paise: booking.igstPaise,
      total_paise: booking.totalPaise,
    },
    voucher_code: null,
    payment: {
      gateway: booking.paymentGateway,
      order_id: booking.paymentOrderId,
      payment_id: booking.paymentId,
      error: booking.paymentError,
    },
    invoice_number: booking.invoiceNumber,
    invoice_url: booking.invoiceNumber ? `/backoffice-service/api/v1/bookings/${booking.code}/invoice.pdf` : null,
    notes: booking.notes,
    add_ons: addOns.map((a) => ({ name: a.name, qty: a.qty, unit_price_paise: a.unitPricePaise })),
    guests: guests.map((g) => ({ email: g.email, responded: g.respondedAt !== null })),
    refunds: refunds.map((r) => ({
      reason: r.reason,
      status: r.status,
      amount_paise: r.amountPaise,
      credit_note_number: r.creditNoteNumber,
      gateway_refund_id: r.gatewayRefundId,
      last_error: r.lastError,
      requested_at: r.requestedAt.toISOString(),
      processed_at: r.processedAt?.toISOString() ?? null,
    })),
    changes: changes.map((c) =>
      backofficeChange(
        c,
        refunds.find((r) => r.changeId === c.id),
      ),
    ),
    current_total_paise: current.totalPaise,
    created_at: booking.createdAt.toISOString(),
    confirmed_at: booking.confirmedAt?.toISOString() ?? null,
    cancelled_at: booking.cancelledAt?.toISOString() ?? null,
    policy_refund_paise: decision.action === "cancel" ? decision.refund.totalPaise : null,
    policy: describePolicy(policy),
    history: history.map((h) => ({
      at: h.createdAt.toISOString(),
      operator_email: h.operatorEmail,
      action: h.action,
      before: h.before,
      after: h.after,
    })),
  };
}

/** Queues the confirmation e-mail (invoice and calendar invite attached) again, audited. */
export async function resendConfirmation(ctx: CheckoutContext, operator: OperatorRecord, code: string, now: Date): Promise<void> {
  const { booking } = await operatorBooking(ctx.db, operator, code);
  if (booking.status !== "confirmed") throw new AppError("conflict", BACKOFFICE_MESSAGES.confirmationOnlyConfirmed, { field: "status" });
  const facts = await documentFacts(ctx, booking);
  const message = await confirmationMessage(facts, await bookingInvoice(ctx.db, facts));
  await ctx.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    await enqueueMessage(tx, { ...message, dedupeKey: `booking-confirmation-resent:${booking.code}:${now.getTime()}` }, now);
    await insertAuditEntry(
      tx,
      {
        operator,
        action: "booking.resend_confirmation",
        entityType: "booking",
        entityId: booking.code,
        before: null,
        after: { to: message.to },
      },
      now,
    );
  });
}

/** A late payment refunded by hand at the gateway: recorded with its reference, audited. */
export async function markRefundDone(
  ctx: CheckoutContext,
  operator: OperatorRecord,
  code: string,
  reference: string,
  now: Date,
): Promise<void> {
  const { booking } = await operatorBooking(ctx.db, operator, code);
  const done = await recordManualRefund(ctx.db, { bookingId: booking.id, reference, gateway: ctx.gateway.name, now }, (tx, row) =>
    insertAuditEntry(
      tx,
      {
        operator,
        action: "booking.refund_done",
        entityType: "booking",
        entityId: row.code,
        before: { refund_required: true },
        after: { refund_required: false, gateway_reference: reference, amount_paise: row.totalPaise },
      },
      now,
    ),
  );
  if (!done) throw new AppError("conflict", BACKOFFICE_MESSAGES.noRefundRequired, { field: "status" });
}

/**
 * A refund the outbox gave up on, queued again through the `refund` channel (issue 16): the
 * gateway is asked with the refund's own idempotency key, so a retry never refunds twice. Audited.
 */
export async function retryFailedRefund(ctx: CheckoutContext, operator: OperatorRecord, code: string, now: Date): Promise<void> {
  const { booking } = await operatorBooking(ctx.db, operator, code);
  const failed = (await refundsOfBooking(ctx.db, booking.id)).filter((r) => r.status === "failed").at(-1);
  if (!failed) throw new AppError("conflict", BACKOFFICE_MESSAGES.noFailedRefund, { field: "status" });
  const moved = await requeueFailedRefund(ctx.db, failed.id, async (tx, refund) => {
    await enqueueMessage(
      tx,
      {
        channel: "refund",
        to: refund.idempotencyKey,
        subject: `Refund of ${booking.code} (retry)`,
        text: JSON.stringify({ refundId: refund.id }),
        dedupeKey: `${refundStartKey(refund.idempotencyKey)}:retry:${now.getTime()}`,
      },
      now,
    );
    await insertAuditEntry(
      tx,
      {
        operator,
        action: "booking.refund_retry",
        entityType: "booking",
        entityId: booking.code,
        before: { refund_status: "failed", last_error: failed.lastError },
        after: { refund_status: "requested", amount_paise: refund.amountPaise },
      },
      now,
    );
  });
  if (!moved) throw new AppError("conflict", BACKOFFICE_MESSAGES.noFailedRefund, { field: "status" });
}

function policyView(policy: CancellationPolicy): PolicyView {
  return {
    product_type_id: policy.productTypeId,
    product_type: productType(policy.productTypeId).name,
    refund_tiers: policy.refundTiers.map((t) => ({ notice_minutes: t.noticeMinutes, refund_percent: t.refundPercent })),
    forfeit_after_window: policy.forfeitAfterWindow,
    transfer_notice_minutes: policy.transferNoticeMinutes,
    summary: describePolicy(policy),
  };
}

export async function listPolicies(db: Database): Promise<PolicyView[]> {
  return Promise.all(PRODUCT_TYPES.map(async (t) => policyView(await policyFor(db, t.id))));
}

/** An admin changes a product type's policy; the change and what it replaced go to the audit log. */
export async function savePolicy(
  db: Database,
  operator: OperatorRecord,
  productTypeId: number,
  body: PolicyBody,
  now: Date,
): Promise<PolicyView> {
  if (!isProductTypeId(productTypeId)) throw new AppError("not_found", "Unknown space type");
  const policy: CancellationPolicy = {
    productTypeId: productTypeId as ProductTypeId,
    refundTiers: body.refund_tiers.map((t) => ({ noticeMinutes: t.notice_minutes, refundPercent: t.refund_percent })),
    forfeitAfterWindow: body.forfeit_after_window,
    transferNoticeMinutes: body.transfer_notice_minutes,
  };
  const problem = policyProblem(policy);
  if (problem) throw new AppError("bad_request", problem, { field: "refund_tiers" });
  const before = policyView(await policyFor(db, productTypeId));
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    await saveCancellationPolicy(tx, policy, now);
    await insertAuditEntry(
      tx,
      {
        operator,
        action: "policy.update",
        entityType: "cancellation_policy",
        entityId: String(productTypeId),
        before: { ...before },
        after: { ...policyView(policy) },
      },
      now,
    );
  });
  return policyView(policy);
}

/** Today and tomorrow at each of the operator's centres, with the day's figures. */
export async function todayFor(db: Database, operator: OperatorRecord, now: Date) {
  const centreIds = centreFilterOf(scopeOf(operator));
  const today = istNow(now).date;
  const tomorrow = addDaysIso(today, 1);
  const [centreRows, upcoming, usage, refunds, leads] = await Promise.all([
    centresOf(db, centreIds),
    bookingsOnDates(db, [today, tomorrow], now, centreIds),
    slotUsage(db, today),
    refundsRequiredByCentre(db),
    newLeadsByCentre(db, new Date(now.getTime() - 24 * 60 * 60_000)),
  ]);
  const weekday = weekdayOf(today);
  const countFor = (rows: { centreId: number; n: number }[], id: number) => rows.find((r) => r.centreId === id)?.n ?? 0;
  const centres: TodayCentre[] = centreRows.map((centre) => {
    const openSlots = centre.businessHours.filter((h) => h.days.includes(weekday)).reduce((sum, h) => sum + (h.close - h.open), 0);
    const timedRooms = usage.roomCounts
      .filter((r) => r.centreId === centre.id && isProductTypeId(r.productTypeId) && productType(r.productTypeId).kind === "timed")
      .reduce((sum, r) => sum + r.n, 0);
    const capacity = openSlots * timedRooms;
    const taken = countFor(usage.taken, centre.id);
    const mine = upcoming.filter((b) => b.centre.id === centre.id);
    const todays = mine.filter((b) => b.booking.date === today);
    return {
      centre_id: centre.id,
      centre_name: centre.name,
      city: centre.city,
      occupancy_percent: capacity === 0 ? 0 : Math.round((Math.min(taken, capacity) * 1000) / capacity) / 10,
      revenue_paise: todays.filter((b) => b.booking.status === "confirmed").reduce((sum, b) => sum + b.booking.totalPaise, 0),
      unpaid_holds: mine.filter((b) => b.booking.status === "pending_payment").length,
      refunds_required: countFor(refunds.marked, centre.id) + countFor(refunds.failed, centre.id),
      new_leads: countFor(leads, centre.id),
      today: todays.map(summaryOf),
      tomorrow: mine.filter((b) => b.booking.date === tomorrow).map(summaryOf),
    };
  });
  return { date: today, tomorrow, centres };
}

/**
 * A centre's day for the calendar: its timed rooms, each with the runs of half-hours confirmed
 * bookings and live holds take. A manager asking for another centre gets a 403.
 */
export async function calendarFor(
  db: Database,
  operator: OperatorRecord,
  centreId: number | undefined,
  date: string,
  now: Date,
): Promise<CalendarDay> {
  if (centreId !== undefined) assertCentre(operator, centreId);
  const centres = await centresOf(db, centreFilterOf(scopeOf(operator)));
  const centre = centreId === undefined ? centres[0] : centres.find((c) => c.id === centreId);
  if (!centre) throw new AppError("not_found", "Centre not found");
  const day = await centreDay(db, centre.id, date);
  const rooms = day.rooms
    .filter((r) => isProductTypeId(r.productTypeId) && productType(r.productTypeId).kind === "timed")
    .map((room) => {
      const spans: CalendarSpan[] = [];
      for (const t of day.taken.filter((h) => h.roomId === room.id)) {
        const live = t.status === "confirmed" || (t.status === "pending_payment" && t.holdExpiresAt !== null && t.holdExpiresAt > now);
        if (!live) continue;
        const last = spans.at(-1);
        if (last && last.code === t.code && last.end_slot === t.slot) last.end_slot = t.slot + 1;
        else
          spans.push({
            start_slot: t.slot,
            end_slot: t.slot + 1,
            code: t.code,
            kind: t.status === "confirmed" ? "confirmed" : "hold",
            customer: t.customer,
          });
      }
      return {
        id: room.id,
        name: room.name,
        product_type: productType(room.productTypeId as ProductTypeId).name,
        open_slot: room.startTime,
        close_slot: room.endTime,
        spans,
      };
    });
  return {
    date,
    centre_id: centre.id,
    centre_name: centre.name,
    centres: centres.map((c) => ({ id: c.id, name: c.name, city: c.city })),
    rooms,
  };
}

// ---- leads

export const LEAD_CONSOLE_MESSAGES = {
  notFound: "Lead not found.",
  statusSaved: "Lead status saved.",
  sameStatus: "The lead already has this status.",
  badMove: (from: string, to: string) => `A ${from} lead cannot be marked ${to}.`,
} as const;

function leadSummaryOf(row: LeadRow): LeadSummary {
  const { lead } = row;
  const payload = lead.payload;
  const first = typeof payload.firstName === "string" ? payload.firstName : "";
  const last = typeof payload.lastName === "string" ? payload.lastName : "";
  return {
    id: lead.id,
    reference: leadReference(lead.id),
    kind: lead.kind,
    status: LeadStatus.parse(row.status),
    name: `${first} ${last}`.trim(),
    email: lead.email,
    phone: lead.phone,
    city: row.cityName ?? lead.city,
    room_name: row.room?.name ?? null,
    centre_id: row.centre?.id ?? null,
    centre_name: row.centre?.name ?? null,
    created_at: lead.createdAt.toISOString(),
  };
}

export async function searchOperatorLeads(db: Database, operator: OperatorRecord, query: LeadSearchQuery) {
  if (query.centre_id !== undefined) assertCentre(operator, query.centre_id);
  const { rows, total } = await searchLeads(db, {
    status: query.status,
    kind: query.kind,
    city: query.city,
    centreId: query.centre_id,
    page: query.page,
    centreIds: centreFilterOf(scopeOf(operator)),
  });
  return { leads: rows.map(leadSummaryOf), page: query.page, page_size: LEADS_PAGE_SIZE, total };
}

async function operatorLead(db: Database, operator: OperatorRecord, id: number) {
  const row = await backofficeLead(db, id, centreFilterOf(scopeOf(operator)));
  if (!row) throw new AppError("not_found", LEAD_CONSOLE_MESSAGES.notFound);
  if (!row.visible) throw new AppError("forbidden", OPERATOR_MESSAGES.notYourCentre);
  return row;
}

export async function leadForOperator(db: Database, operator: OperatorRecord, id: number): Promise<BackofficeLead> {
  const row = await operatorLead(db, operator, id);
  const summary = leadSummaryOf(row);
  const history = await auditEntriesOf(db, "lead", String(id));
  return {
    ...summary,
    payload: row.lead.payload,
    utm: row.lead.utm,
    human_check: row.lead.humanCheck,
    forwarded_at: row.lead.forwardedAt?.toISOString() ?? null,
    next_statuses: [...leadNextStatuses(summary.status)],
    history: history.map((h) => ({
      at: h.createdAt.toISOString(),
      operator_email: h.operatorEmail,
      action: h.action,
      before: h.before,
      after: h.after,
    })),
  };
}

/** Moves a lead along new -> contacted -> won/lost with an optional note; the audit entry is the change. */
export async function changeLeadStatus(
  db: Database,
  operator: OperatorRecord,
  id: number,
  body: LeadStatusBody,
  now: Date,
): Promise<BackofficeLead> {
  await operatorLead(db, operator, id);
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const current = LeadStatus.parse((await lockedLeadStatus(tx, id)) ?? "new");
    if (current === body.status) throw new AppError("conflict", LEAD_CONSOLE_MESSAGES.sameStatus, { field: "status" });
    if (!leadNextStatuses(current).includes(body.status))
      throw new AppError("conflict", LEAD_CONSOLE_MESSAGES.badMove(current, body.status), { field: "status" });
    await insertAuditEntry(
      tx,
      {
        operator,
        action: "lead.status",
        entityType: "lead",
        entityId: String(id),
        before: { status: current },
        after: { status: body.status, ...(body.note ? { note: body.note } : {}) },
      },
      now,
    );
  });
  return leadForOperator(db, operator, id);
}

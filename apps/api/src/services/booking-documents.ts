// What a confirmed booking sends and offers for download: the calendar invite (.ics, through
// the `ics` package), the GST tax invoice (PDF, through pdfkit) and the e-mails that carry
// them (issue 6, "After confirmation").
import PDFDocument from "pdfkit";
import { createEvent, type DateArray, type EventAttributes } from "ics";
import type { BookingChangeRow } from "@workbay/db/repositories/booking-changes-repository";
import type { NewMessage } from "@workbay/db/repositories/outbox-repository";
import type { CreditNoteContent, InvoiceContent, IssuedDocumentContent } from "@workbay/db/schema";
import { passesBoughtText } from "@workbay/domain/booking-rules";
import { addOnsDifference } from "@workbay/domain/change-difference";
import { amountInWords, WORKSPACE_SAC_CODE } from "@workbay/domain/invoice";
import { formatLongDate, istNow } from "@workbay/domain/ist-date";
import { formatRupees } from "@workbay/domain/money";
import { slotLabel } from "@workbay/domain/slots";

/** The facts every document needs, gathered once by the checkout service. */
export type BookingDocumentFacts = {
  code: string;
  status: string;
  bookerName: string;
  bookerEmail: string;
  room: { name: string; floor: string; seoId: string; productTypeName: string; kind: "timed" | "pass" | "subscription" };
  centre: {
    name: string;
    address: string;
    state: string;
    pincode: string;
    phone: string;
    gstin: string | null;
    latitude: number;
    longitude: number;
  };
  city: { slug: string; label: string };
  date: string;
  endDate: string | null;
  startSlot: number | null;
  endSlot: number | null;
  /** The calendar invite's SEQUENCE: 0 as confirmed, one more on each move or transfer. */
  calendarSequence?: number;
  quantity: number;
  /** The pack a pass booking bought, as the room page named it ("5 Day Pass Pack"); null or absent for none. */
  passOptionName?: string | null;
  addOns: { name: string; qty: number; unitPricePaise: number }[];
  /** The add-ons as invoiced when they were changed since (decision 0028); the invoice lists these. */
  invoicedAddOns?: { name: string; qty: number; unitPricePaise: number }[];
  notes: string;
  amounts: {
    roomAmountPaise: number;
    addOnsAmountPaise: number;
    discountPaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    totalPaise: number;
  };
  gstRatePercent: number;
  voucherCode: string | null;
  billing: { company_name?: string; gstin?: string; address?: string; state?: string; pincode?: string } | null;
  invoiceNumber: string | null;
  confirmedAt: Date | null;
  /** The tax invoices of the differences paid for changes, by the payment that paid each (decision 0028). */
  changeInvoices?: { paymentId: string; invoiceNumber: string; issuedAt: Date }[];
  supplierName: string;
  publicUrl: string;
  /** The cancellation and change policy of the booking's product type, in words (decision 0028). */
  cancellationPolicy: string;
};

/**
 * The booked time in words: "10:00 AM - 12:00 PM (2 hours)", "3 passes", "6 months"; a pass
 * bought as a pack names it: "5 Day Pass Pack", "2 x 5 Day Pass Pack" (decision 0043).
 */
export function bookedTimeText(
  facts: Pick<BookingDocumentFacts, "room" | "startSlot" | "endSlot" | "quantity" | "endDate" | "passOptionName">,
): string {
  if (facts.room.kind === "timed" && facts.startSlot !== null && facts.endSlot !== null) {
    const hours = (facts.endSlot - facts.startSlot) / 2;
    return `${slotLabel(facts.startSlot)} - ${slotLabel(facts.endSlot)} (${hours} ${hours === 1 ? "hour" : "hours"})`;
  }
  if (facts.room.kind === "pass") return passesBoughtText(facts.quantity, facts.passOptionName, { times: "x" });
  const months = Math.round(facts.quantity / 30);
  return `${months} ${months === 1 ? "month" : "months"}${facts.endDate ? ` (until ${formatLongDate(facts.endDate)})` : ""}`;
}

function istDateArray(date: string, minutes: number): DateArray {
  const instant = new Date(Date.parse(`${date}T00:00:00+05:30`) + minutes * 60_000);
  return [instant.getUTCFullYear(), instant.getUTCMonth() + 1, instant.getUTCDate(), instant.getUTCHours(), instant.getUTCMinutes()];
}

function dayArray(date: string): DateArray {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return [y, m, d];
}

/** Whom an invite is for and what its description links to; the booker's by default. */
type CalendarOptions = {
  method: "PUBLISH" | "REQUEST" | "CANCEL";
  /** A guest's invite: their address as the attendee and their guest link instead of the booking's page. */
  guest?: { email: string; link?: string };
};

/**
 * The calendar invite: the booked slots, a pass day (09:00-18:00) or the subscription's days.
 * One UID per booking and the booking's SEQUENCE, so a calendar that has the invite replaces it
 * with a moved booking's (RFC 5545); `REQUEST` is the method of the update e-mailed on a move,
 * `CANCEL` (SEQUENCE one more, STATUS:CANCELLED) removes the event (RFC 5546).
 */
export function bookingCalendar(
  facts: BookingDocumentFacts,
  method: CalendarOptions["method"] = "PUBLISH",
  guest?: CalendarOptions["guest"],
): string {
  const bookingUrl = `${facts.publicUrl}/view-booking/${facts.code}`;
  const cancel = method === "CANCEL";
  // An update or a cancellation names whom it is for (RFC 5546): the booker, or the one guest it is sent to.
  const attendee = guest
    ? { name: guest.email, email: guest.email, rsvp: false }
    : method !== "PUBLISH" && facts.bookerEmail
      ? { name: facts.bookerName || facts.bookerEmail, email: facts.bookerEmail, rsvp: false, partstat: "ACCEPTED" as const }
      : undefined;
  const base: Omit<EventAttributes, "start" | "end" | "duration"> = {
    uid: `${facts.code}@workbay.in`,
    sequence: (facts.calendarSequence ?? 0) + (cancel ? 1 : 0),
    method,
    title: `${facts.room.name} at ${facts.centre.name}`,
    // A guest sees the meeting and their own link, not the booking's page, its code or its price.
    description: guest
      ? `${facts.room.productTypeName}, ${bookedTimeText(facts)}.${guest.link ? `\nFood and beverage preference: ${guest.link}` : ""}`
      : `Booking ${facts.code}: ${facts.room.productTypeName}, ${bookedTimeText(facts)}.\n${bookingUrl}`,
    location: `${facts.centre.address}, ${facts.city.label}`,
    geo: { lat: facts.centre.latitude, lon: facts.centre.longitude },
    ...(guest ? {} : { url: bookingUrl }),
    status: cancel ? "CANCELLED" : "CONFIRMED",
    busyStatus: cancel ? "FREE" : "BUSY",
    productId: "workbay/bookings",
    organizer: { name: "Workbay", email: "bookings@workbay.in" },
    ...(attendee && method !== "PUBLISH" ? { attendees: [attendee] } : {}),
  };
  let event: EventAttributes;
  if (facts.room.kind === "timed" && facts.startSlot !== null && facts.endSlot !== null) {
    event = {
      ...base,
      start: istDateArray(facts.date, facts.startSlot * 30),
      startInputType: "utc",
      startOutputType: "utc",
      end: istDateArray(facts.date, facts.endSlot * 30),
      endInputType: "utc",
      endOutputType: "utc",
    };
  } else if (facts.room.kind === "pass") {
    event = {
      ...base,
      start: istDateArray(facts.date, 9 * 60),
      startInputType: "utc",
      startOutputType: "utc",
      end: istDateArray(facts.date, 18 * 60),
      endInputType: "utc",
      endOutputType: "utc",
    };
  } else {
    const last = facts.endDate ?? facts.date;
    const endExclusive = new Date(Date.parse(`${last}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    event = { ...base, start: dayArray(facts.date), end: dayArray(endExclusive) };
  }
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error("calendar invite could not be made");
  return value;
}

/** A document's date is the day in India when it was issued (not the UTC day, which is still the day before until 05:30 IST). */
const istLongDate = (instant: Date | string) => formatLongDate(istNow(new Date(instant)).date);

const money = (paise: number) => (paise < 0 ? `- ${formatRupees(-paise).replace("₹", "Rs. ")}` : formatRupees(paise).replace("₹", "Rs. "));

/** The parts every GST document of a booking says, as they stand in `facts` (at issue, when the content is kept). */
function documentBase(facts: BookingDocumentFacts, number: string, issuedAt: Date | null, options: { billingAddress: boolean }) {
  const billing = facts.billing;
  return {
    version: 1 as const,
    number,
    issuedAt: issuedAt?.toISOString() ?? null,
    bookingCode: facts.code,
    placeOfSupply: billing?.state || facts.centre.state,
    sacCode: WORKSPACE_SAC_CODE,
    gstRatePercent: facts.gstRatePercent,
    supplier: {
      name: facts.supplierName,
      centreName: facts.centre.name,
      address: facts.centre.address,
      city: facts.city.label,
      pincode: facts.centre.pincode,
      state: facts.centre.state,
      gstin: facts.centre.gstin,
    },
    recipient: {
      name: billing?.company_name || facts.bookerName,
      address: (options.billingAddress && billing?.address) || null,
      pincode: (options.billingAddress && billing?.address && billing.pincode) || null,
      state: (options.billingAddress && billing?.state) || null,
      gstin: billing?.gstin || null,
      email: facts.bookerEmail,
    },
    supply: {
      description: `${facts.room.productTypeName}: ${facts.room.name}, ${facts.centre.name}`,
      date: facts.date,
      time: bookedTimeText(facts),
    },
  };
}

/**
 * The booking's tax invoice as `facts` have it: kept when it is numbered, drawn again from the
 * booking only for one issued before (decision 0046). A booking confirmed without a number (demo
 * data) reads "-" for its number and date, as it always did.
 */
export function invoiceContent(facts: BookingDocumentFacts): InvoiceContent {
  const a = facts.amounts;
  return {
    ...documentBase(facts, facts.invoiceNumber ?? "-", facts.confirmedAt, { billingAddress: true }),
    kind: "invoice",
    roomAmountPaise: a.roomAmountPaise,
    addOns: (facts.invoicedAddOns ?? facts.addOns).map((x) => ({ name: x.name, qty: x.qty, unitPricePaise: x.unitPricePaise })),
    addOnsAmountPaise: a.addOnsAmountPaise,
    discountPaise: a.discountPaise,
    voucherCode: facts.voucherCode,
    cgstPaise: a.cgstPaise,
    sgstPaise: a.sgstPaise,
    igstPaise: a.igstPaise,
    totalPaise: a.totalPaise,
  };
}

/**
 * The tax invoice of a charged difference: its own number from the invoice series, the
 * difference's lines, and the add-on items it is made of (after minus before, decision 0046).
 */
export function differenceInvoiceContent(facts: BookingDocumentFacts, change: BookingChangeRow): InvoiceContent {
  if (!change.invoiceNumber || !change.appliedAt) throw new Error("a change without an invoice number has no invoice");
  return {
    ...documentBase(facts, change.invoiceNumber, change.appliedAt, { billingAddress: true }),
    kind: "change_invoice",
    roomAmountPaise: change.differenceRoomPaise,
    addOns: addOnsDifference(change.before.addOns, change.after.addOns),
    addOnsAmountPaise: change.differenceAddOnsPaise,
    discountPaise: change.differenceDiscountPaise,
    voucherCode: facts.voucherCode,
    cgstPaise: change.differenceCgstPaise,
    sgstPaise: change.differenceSgstPaise,
    igstPaise: change.differenceIgstPaise,
    totalPaise: change.differenceTotalPaise,
  };
}

/** A refund's credit note as `facts` have it (kept when it is numbered; see invoiceContent). */
export function creditNoteContent(facts: BookingDocumentFacts, note: CreditNoteFacts): CreditNoteContent {
  const credited = invoiceCredited(facts, note);
  return {
    ...documentBase(facts, note.creditNoteNumber, note.issuedAt, { billingAddress: false }),
    kind: "credit_note",
    againstInvoice: { number: credited.number, issuedAt: credited.issuedAt?.toISOString() ?? null },
    reason: note.reason ?? `cancellation of the booking (${note.percent}% refunded)`,
    taxablePaise: note.taxablePaise,
    cgstPaise: note.cgstPaise,
    sgstPaise: note.sgstPaise,
    igstPaise: note.igstPaise,
    totalPaise: note.amountPaise,
  };
}

/**
 * A4 PDF through pdfkit, dated by the document's issue: the same content draws the same bytes,
 * however often and however many at once it is downloaded.
 */
function pdfDocument(title: string, content: IssuedDocumentContent): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const issuedAt = content.issuedAt ? new Date(content.issuedAt) : undefined;
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    info: { Title: title, Author: content.supplier.name, ...(issuedAt ? { CreationDate: issuedAt, ModDate: issuedAt } : {}) },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, done };
}

/** The supplier, the recipient and what was booked: alike on the tax invoice and the credit note. */
function writeParties(doc: PDFKit.PDFDocument, content: IssuedDocumentContent): void {
  const { supplier, recipient } = content;
  doc.moveDown().font("Helvetica-Bold").text("Supplier");
  doc.font("Helvetica").text(supplier.name);
  doc.text(`${supplier.centreName}, ${supplier.address}, ${supplier.city} ${supplier.pincode}, ${supplier.state}`);
  if (supplier.gstin) doc.text(`GSTIN: ${supplier.gstin}`);

  doc.moveDown().font("Helvetica-Bold").text("Recipient");
  doc.font("Helvetica").text(recipient.name);
  if (recipient.address) doc.text(`${recipient.address}${recipient.pincode ? ` ${recipient.pincode}` : ""}`);
  if (recipient.state) doc.text(recipient.state);
  if (recipient.gstin) doc.text(`GSTIN: ${recipient.gstin}`);
  doc.text(recipient.email);

  doc.moveDown().font("Helvetica-Bold").text("Details");
  doc.font("Helvetica").text(content.supply.description);
  doc.text(`${formatLongDate(content.supply.date)}, ${content.supply.time}`);
  doc.moveDown();
}

/** Writes a label and its amount on one line, the amount right-aligned. */
function amountLine(doc: PDFKit.PDFDocument) {
  return (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").text(label, 50, y, { width: 330 });
    doc.text(value, 380, y, { width: 165, align: "right" });
  };
}

/** A GST tax invoice (a booking's, or a change's difference) as a PDF. */
export async function invoicePdf(content: InvoiceContent): Promise<Buffer> {
  const { doc, done } = pdfDocument(`Tax invoice ${content.number}`, content);
  const interState = content.igstPaise > 0;
  doc.fontSize(18).font("Helvetica-Bold").text("TAX INVOICE", { align: "center" });
  doc.moveDown(0.5).fontSize(10).font("Helvetica");
  doc.text(`Invoice number: ${content.number}`);
  doc.text(`Invoice date: ${content.issuedAt ? istLongDate(content.issuedAt) : "-"}`);
  doc.text(`Booking: ${content.bookingCode}`);
  doc.text(`Place of supply: ${content.placeOfSupply}`);
  doc.text(`SAC code: ${content.sacCode}`);

  writeParties(doc, content);
  const line = amountLine(doc);
  line("Room amount", money(content.roomAmountPaise));
  for (const addOn of content.addOns)
    line(`  ${addOn.name} x ${Math.abs(addOn.qty)}${addOn.qty < 0 ? " taken away" : ""}`, money(addOn.unitPricePaise * addOn.qty));
  if (content.addOnsAmountPaise !== 0) line("Add-ons", money(content.addOnsAmountPaise));
  if (content.discountPaise !== 0) line(`Discount${content.voucherCode ? ` (${content.voucherCode})` : ""}`, money(-content.discountPaise));
  line("Taxable value", money(content.roomAmountPaise + content.addOnsAmountPaise - content.discountPaise), true);
  if (interState) {
    line(`IGST @ ${content.gstRatePercent}%`, money(content.igstPaise));
  } else {
    line(`CGST @ ${content.gstRatePercent / 2}%`, money(content.cgstPaise));
    line(`SGST @ ${content.gstRatePercent / 2}%`, money(content.sgstPaise));
  }
  line("Total", money(content.totalPaise), true);
  doc
    .moveDown()
    .font("Helvetica")
    .text(`Amount in words: ${amountInWords(content.totalPaise)}`, 50);
  doc
    .moveDown()
    .fontSize(8)
    .fillColor("#555")
    .text(
      "This is a computer-generated invoice and needs no signature. Cancellations and refunds follow the cancellation policy of the booking terms.",
    );
  doc.end();
  return done;
}

function summaryLines(facts: BookingDocumentFacts): string[] {
  const a = facts.amounts;
  const lines = [
    `Booking id: ${facts.code}`,
    `${facts.room.productTypeName}: ${facts.room.name}${facts.room.floor ? `, ${facts.room.floor}` : ""}`,
    `Where: ${facts.centre.name}, ${facts.centre.address}, ${facts.city.label}`,
    `When: ${formatLongDate(facts.date)}, ${bookedTimeText(facts)}`,
  ];
  if (facts.addOns.length > 0) lines.push(`Add-ons: ${facts.addOns.map((x) => `${x.name} x ${x.qty}`).join(", ")}`);
  if (facts.notes) lines.push(`Note: ${facts.notes}`);
  lines.push(`Amount paid: ${formatRupees(a.totalPaise)} (incl. GST ${formatRupees(a.cgstPaise + a.sgstPaise + a.igstPaise)})`);
  return lines;
}

// Dedupe keys of the booking e-mails: one message per booking (and guest address), ever.
export const confirmationKey = (code: string) => `booking-confirmed:${code}`;
export const refundNoticeKey = (code: string) => `booking-refund:${code}`;
export const guestInvitationKey = (code: string, email: string) => `guest-invite:${code}:${email.trim().toLowerCase()}`;

/** The booker's confirmation e-mail, with the calendar invite and the invoice (as issued) attached. */
export async function confirmationMessage(facts: BookingDocumentFacts, invoice: InvoiceContent): Promise<NewMessage> {
  const [ics, pdf] = [bookingCalendar(facts), await invoicePdf(invoice)];
  const text = [
    `Hello ${facts.bookerName || "there"},`,
    "",
    "Your booking is confirmed.",
    "",
    ...summaryLines(facts),
    "",
    `View it: ${facts.publicUrl}/view-booking/${facts.code}`,
    `Directions and contact: ${facts.centre.phone}`,
    "",
    `Cancellation and changes: ${facts.cancellationPolicy} (Booking terms: ${facts.publicUrl}/terms&conditions)`,
    "",
    "The calendar invite and your GST tax invoice are attached.",
  ].join("\n");
  return {
    channel: "email",
    to: facts.bookerEmail,
    subject: `Booking confirmed: ${facts.room.name} on ${formatLongDate(facts.date)} (${facts.code})`,
    text,
    attachments: [
      {
        filename: `${facts.code}.ics`,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        contentBase64: Buffer.from(ics).toString("base64"),
      },
      { filename: `invoice-${facts.code}.pdf`, contentType: "application/pdf", contentBase64: pdf.toString("base64") },
    ],
    dedupeKey: confirmationKey(facts.code),
  };
}

/**
 * A payment that could not confirm its booking: it arrived after the hold lapsed and the slots
 * were taken meanwhile, or after the booker cancelled the unpaid booking. The booker is told why
 * and about the refund.
 */
export function refundNoticeMessage(facts: BookingDocumentFacts): NewMessage {
  const why =
    facts.status === "cancelled"
      ? "arrived after you had cancelled the unpaid booking, so it could not be confirmed."
      : "arrived after the 10-minute hold had lapsed, and the time was booked by someone else meanwhile.";
  return {
    channel: "email",
    to: facts.bookerEmail,
    subject: `We could not confirm booking ${facts.code}; your payment will be refunded`,
    text: [
      `Hello ${facts.bookerName || "there"},`,
      "",
      `Your payment for ${facts.room.name} on ${formatLongDate(facts.date)} ${why}`,
      `The full amount of ${formatRupees(facts.amounts.totalPaise)} will be refunded to the original payment method within 5-7 working days.`,
      "",
      `Booking id: ${facts.code}`,
    ].join("\n"),
    dedupeKey: refundNoticeKey(facts.code),
  };
}

/** One guest's calendar invite as an e-mail attachment: the booking's UID and SEQUENCE, their address and link. */
function guestCalendarAttachment(facts: BookingDocumentFacts, email: string, link: string | undefined, method: "REQUEST" | "CANCEL") {
  return {
    filename: `${facts.code}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    contentBase64: Buffer.from(bookingCalendar(facts, method, { email, link })).toString("base64"),
  };
}

const hostOf = (facts: BookingDocumentFacts) => facts.bookerName || "Your host";

/** The dietary-preference invitation to one guest, with the guest add-on link and the calendar invite. */
export function guestInvitationMessage(facts: BookingDocumentFacts, email: string, link: string): NewMessage {
  return {
    channel: "email",
    to: email,
    subject: `${hostOf(facts)} invited you to a meeting at ${facts.centre.name}`,
    text: [
      "Hello,",
      "",
      `${hostOf(facts)} has booked ${facts.room.name} at ${facts.centre.name} for ${formatLongDate(facts.date)}, ${bookedTimeText(facts)}, and invited you.`,
      `Address: ${facts.centre.address}, ${facts.city.label}`,
      "",
      `Choose your food and beverage preference: ${link}`,
      "",
      "Please arrive 15 minutes early with a valid ID proof.",
      "",
      "The calendar invite is attached.",
    ].join("\n"),
    attachments: [guestCalendarAttachment(facts, email, link, "REQUEST")],
    dedupeKey: guestInvitationKey(facts.code, email),
  };
}

/** A guest's notice of one change of the booking: under the booker's change key, once per guest. */
export const guestChangeKey = (changeKey: string, email: string) => `guest-${changeKey}:${email.trim().toLowerCase()}`;
export const guestCancellationKey = (code: string, email: string) => `guest-cancelled:${code}:${email.trim().toLowerCase()}`;

/**
 * A guest's e-mail about a moved meeting: the new date and time, the old one, their link (made
 * again for the new time) and the updated calendar invite. No price, no booking code.
 */
export function guestMoveMessage(
  facts: BookingDocumentFacts,
  email: string,
  link: string,
  was: { date: string; startSlot: number | null; endSlot: number | null },
  changeKey: string,
): NewMessage {
  return {
    channel: "email",
    to: email,
    subject: `Meeting moved: ${facts.room.name} at ${facts.centre.name}, now ${formatLongDate(facts.date)}`,
    text: [
      "Hello,",
      "",
      `${hostOf(facts)} has moved the meeting you are invited to at ${facts.room.name}, ${facts.centre.name}.`,
      "",
      `Now: ${formatLongDate(facts.date)}, ${bookedTimeText(facts)}`,
      `Was: ${formatLongDate(was.date)}, ${bookedTimeText({ ...facts, startSlot: was.startSlot, endSlot: was.endSlot })}`,
      `Address: ${facts.centre.address}, ${facts.city.label}`,
      "",
      `Choose your food and beverage preference: ${link}`,
      "",
      "The updated calendar invite is attached: opening it moves the event in your calendar.",
    ].join("\n"),
    attachments: [guestCalendarAttachment(facts, email, link, "REQUEST")],
    dedupeKey: guestChangeKey(changeKey, email),
  };
}

/** A guest's e-mail about a cancelled meeting, with the calendar cancellation; not why, nor the refund. */
export function guestCancellationMessage(facts: BookingDocumentFacts, email: string): NewMessage {
  return {
    channel: "email",
    to: email,
    subject: `Meeting cancelled: ${facts.room.name} at ${facts.centre.name} on ${formatLongDate(facts.date)}`,
    text: [
      "Hello,",
      "",
      `The meeting ${hostOf(facts)} invited you to at ${facts.room.name}, ${facts.centre.name}, on ${formatLongDate(facts.date)}, ${bookedTimeText(facts)}, is cancelled.`,
      "Your guest link no longer opens.",
      "",
      "The calendar cancellation is attached: opening it removes the event from your calendar.",
    ].join("\n"),
    attachments: [guestCalendarAttachment(facts, email, undefined, "CANCEL")],
    dedupeKey: guestCancellationKey(facts.code, email),
  };
}

/** A refund as the credit note and the e-mails show it. */
export type CreditNoteFacts = {
  creditNoteNumber: string;
  issuedAt: Date;
  percent: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  amountPaise: number;
  /** Why it is issued; a cancellation's by default. */
  reason?: string;
  /** The payment refunded: a change's payment is credited against that change's tax invoice. */
  paymentId?: string;
};

/** The tax invoice a credit note reverses: the one that charged the refunded payment. */
export function invoiceCredited(
  facts: BookingDocumentFacts,
  note: Pick<CreditNoteFacts, "paymentId">,
): { number: string | null; issuedAt: Date | null } {
  const change = note.paymentId ? facts.changeInvoices?.find((c) => c.paymentId === note.paymentId) : undefined;
  return change
    ? { number: change.invoiceNumber, issuedAt: change.issuedAt }
    : { number: facts.invoiceNumber, issuedAt: facts.confirmedAt };
}

/**
 * The GST credit note of a refund (section 34 of the CGST Act): its own number series, the
 * original invoice's number and date, and the taxable value and tax reversed.
 */
export async function creditNotePdf(content: CreditNoteContent): Promise<Buffer> {
  const { doc, done } = pdfDocument(`Credit note ${content.number}`, content);
  doc.fontSize(18).font("Helvetica-Bold").text("CREDIT NOTE", { align: "center" });
  doc.moveDown(0.5).fontSize(10).font("Helvetica");
  doc.text(`Credit note number: ${content.number}`);
  doc.text(`Credit note date: ${content.issuedAt ? istLongDate(content.issuedAt) : "-"}`);
  doc.text(`Against tax invoice: ${content.againstInvoice.number ?? "-"}`);
  doc.text(`Invoice date: ${content.againstInvoice.issuedAt ? istLongDate(content.againstInvoice.issuedAt) : "-"}`);
  doc.text(`Booking: ${content.bookingCode}`);
  doc.text(`Reason: ${content.reason}`);
  doc.text(`Place of supply: ${content.placeOfSupply}`);
  doc.text(`SAC code: ${content.sacCode}`);

  writeParties(doc, content);
  const line = amountLine(doc);
  line("Taxable value credited", money(content.taxablePaise), true);
  if (content.igstPaise > 0) {
    line(`IGST @ ${content.gstRatePercent}%`, money(content.igstPaise));
  } else {
    line(`CGST @ ${content.gstRatePercent / 2}%`, money(content.cgstPaise));
    line(`SGST @ ${content.gstRatePercent / 2}%`, money(content.sgstPaise));
  }
  line("Total credited", money(content.totalPaise), true);
  doc
    .moveDown()
    .font("Helvetica")
    .text(`Amount in words: ${amountInWords(content.totalPaise)}`, 50);
  doc.moveDown().fontSize(8).fillColor("#555").text("This is a computer-generated credit note and needs no signature.");
  doc.end();
  return done;
}

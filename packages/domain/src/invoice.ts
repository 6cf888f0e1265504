// GST tax invoices (issue 6): the invoice number, the place of supply and the amount in words.
import { ToWords } from "to-words";

/** SAC 997212: rental or leasing services involving own or leased non-residential property. */
export const WORKSPACE_SAC_CODE = "997212";
export const INVOICE_PREFIX = "WB";

/** The Indian financial year (April to March) of an IST date, written 2026-27. */
export function financialYear(isoDate: string): string {
  const [year, month] = isoDate.split("-").map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** WB/2026-27/000042: prefix, financial year of issue, a sequence number of at least 6 digits. */
export function invoiceNumber(sequence: number, issuedOn: string): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError("invoice sequence must be a positive integer");
  return `${INVOICE_PREFIX}/${financialYear(issuedOn)}/${String(sequence).padStart(6, "0")}`;
}

const toWords = new ToWords({ localeCode: "en-IN", converterOptions: { currency: true, ignoreZeroCurrency: false } });

/** An amount in paise written out the Indian way: "Rupees Eleven Lakh ... Only". */
export function amountInWords(paise: number): string {
  if (!Number.isInteger(paise) || paise < 0) throw new RangeError("amount must be a non-negative number of paise");
  return toWords.convert(paise / 100);
}

export const CREDIT_NOTE_PREFIX = "WB/CN";

/** WB/CN/2026-27/000007: GST credit notes have their own series, numbered like invoices. */
export function creditNoteNumber(sequence: number, issuedOn: string): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError("credit note sequence must be a positive integer");
  return `${CREDIT_NOTE_PREFIX}/${financialYear(issuedOn)}/${String(sequence).padStart(6, "0")}`;
}

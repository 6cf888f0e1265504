import { DeleteAccountBody } from "@workbay/contracts/accounts";

/** The confirmation checkbox's value when ticked. */
export const CONFIRM_VALUE = "yes";
export const REASON_MAX_LENGTH = 500;

/**
 * The delete_account body from the page's form: the ticked confirmation and the optional reason;
 * the contract's message when the box is not ticked.
 */
export function readDeleteAccountForm(
  form: FormData,
): { ok: true; body: { confirm: true; reason?: string } } | { ok: false; message: string } {
  const reason = String(form.get("reason") ?? "")
    .trim()
    .slice(0, REASON_MAX_LENGTH);
  const parsed = DeleteAccountBody.safeParse({ confirm: form.get("confirm") === CONFIRM_VALUE, ...(reason ? { reason } : {}) });
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? "Please confirm that the account should be deleted." };
  return { ok: true, body: parsed.data };
}

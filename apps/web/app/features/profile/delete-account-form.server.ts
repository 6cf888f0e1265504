// Apart from the form's constants (delete-account-form.ts): the contract's schemas are made when
// their module loads, so a page importing this beside the constants carried zod (22 KB) for a
// check only its action makes (issue 18, docs/decisions/0035).
import { DeleteAccountBody } from "@workbay/contracts/accounts";
import { CONFIRM_VALUE, REASON_MAX_LENGTH } from "./delete-account-form";

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

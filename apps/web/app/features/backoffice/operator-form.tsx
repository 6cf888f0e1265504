// The role and centres fields an admin fills in to invite or change an operator (decision 0034).
import type { OperatorListResponse } from "@workbay/contracts/backoffice-ops";

type Centre = OperatorListResponse["data"]["centres"][number];

export const ROLE_TEXT = { admin: "Admin (every centre)", centre_manager: "Centre manager" } as const;

export function RoleAndCentres({
  centres,
  role = "centre_manager",
  centreIds = [],
  idPrefix,
}: {
  centres: Centre[];
  role?: "admin" | "centre_manager";
  centreIds?: number[];
  idPrefix: string;
}) {
  return (
    <>
      <fieldset className="bo-choices">
        <legend>Role</legend>
        {(["centre_manager", "admin"] as const).map((r) => (
          <label key={r}>
            <input type="radio" name="role" value={r} defaultChecked={role === r} /> {ROLE_TEXT[r]}
          </label>
        ))}
      </fieldset>
      <fieldset className="bo-choices bo-centre-choices">
        <legend>Centres (a centre manager's; an admin has every centre)</legend>
        {centres.map((c) => (
          <label key={c.id} htmlFor={`${idPrefix}-centre-${c.id}`}>
            <input
              id={`${idPrefix}-centre-${c.id}`}
              type="checkbox"
              name="centre_ids"
              value={c.id}
              defaultChecked={centreIds.includes(c.id)}
            />{" "}
            {c.name}, {c.city}
          </label>
        ))}
      </fieldset>
    </>
  );
}

/** The centre ids a form sent, as numbers where they are numbers (the API says what is wrong with the rest). */
export function centreIdsOf(form: FormData): (number | string)[] {
  return form.getAll("centre_ids").map((v) => (/^\d{1,9}$/.test(String(v)) ? Number(v) : String(v)));
}

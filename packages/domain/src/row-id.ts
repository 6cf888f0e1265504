/**
 * The largest value of a PostgreSQL `integer` column, which every table's id is. A larger id
 * names no row, and the database refuses to compare a column with it at all ("out of range for
 * type integer"), so the contracts refuse it first (docs/decisions/0040).
 */
export const MAX_ROW_ID = 2_147_483_647;

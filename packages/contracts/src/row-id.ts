import { z } from "zod";

/**
 * The largest value of a PostgreSQL `integer` column, which every table's id is. A larger id
 * names no row, and the database refuses to compare a column with it at all ("out of range for
 * type integer"): checked here, it is a 400 naming the field instead of a 500.
 */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a JSON body (room, food option, pass option). */
export const rowId = z.number().int().min(1).max(MAX_ROW_ID);

/** A row id in a query string. */
export const queryRowId = z.coerce.number().int().min(1).max(MAX_ROW_ID);

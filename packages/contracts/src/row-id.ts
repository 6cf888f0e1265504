import { z } from "zod";
import { MAX_ROW_ID } from "@workbay/domain/row-id";

// A row id checked here is a 400 naming the field instead of the database's 500.

/** A row id in a JSON body (room, food option, pass option). */
export const rowId = z.number().int().min(1).max(MAX_ROW_ID);

/** A row id in a query string. */
export const queryRowId = z.coerce.number().int().min(1).max(MAX_ROW_ID);

/** A centre filter in a query string (the console's lists, calendar and charts). */
export const queryCentreId = z.coerce
  .number()
  .int()
  .positive({ message: "Please choose a centre." })
  .max(MAX_ROW_ID, { message: "Please choose a centre." });

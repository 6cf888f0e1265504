import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { csvAttachment, csvCell, toCsv } from "../src/csv";

/** A minimal RFC 4180 reader, to check that what toCsv writes reads back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i += 1;
    } else cell += ch;
  }
  return rows;
}

describe("csv", () => {
  it("quotes commas, quotes and line breaks; leaves plain text and numbers alone", () => {
    expect(csvCell("Koramangala")).toBe("Koramangala");
    expect(csvCell("Room 1, 2nd floor")).toBe('"Room 1, 2nd floor"');
    expect(csvCell('The "Board" room')).toBe('"The ""Board"" room"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(100050)).toBe("100050");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(false)).toBe("false");
    expect(csvCell(Number.NaN)).toBe("");
  });

  it("keeps text a spreadsheet would run as a formula as text (=, +, -, @, tab, CR)", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+91 98450 12345")).toBe("'+91 98450 12345");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("\r=1")).toBe('"\'\r=1"');
    expect(csvCell('=HYPERLINK("http://x","a, b")')).toBe('"\'=HYPERLINK(""http://x"",""a, b"")"');
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("writes CRLF records ending with one, which read back as written (guard apart)", () => {
    expect(toCsv(["a", "b"], [[1, "x,y"]])).toBe('a,b\r\n1,"x,y"\r\n');
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 2 }), { maxLength: 5 }), (rows) => {
        const read = parseCsv(toCsv(["one", "two"], rows));
        expect(read).toEqual([["one", "two"], ...rows.map((r) => r.map((c) => (/^[=+\-@\t\r]/.test(c) ? `'${c}` : c)))]);
      }),
    );
  });

  it("names the download safely", () => {
    expect(csvAttachment("workbay-bookings-2026-11-23.csv")).toBe('attachment; filename="workbay-bookings-2026-11-23.csv"');
    expect(csvAttachment('a"b\r\n/c.csv')).toBe('attachment; filename="a-b-c.csv"');
  });
});

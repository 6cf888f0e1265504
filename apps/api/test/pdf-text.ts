import { inflateSync } from "node:zlib";

/**
 * The text of a PDF drawn by pdfkit with its standard fonts, one line per text object: its
 * content streams inflated and the hex strings of their TJ operators decoded (WinAnsi, which
 * is Latin-1 for the characters the documents use). Enough to read what the invoice says.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const lines: string[] = [];
  for (const match of source.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, "latin1")).toString("latin1");
    } catch {
      continue; // not a deflated content stream (a font, say)
    }
    for (const textObject of content.split(/\bBT\b/).slice(1)) {
      let line = "";
      for (const array of textObject.split(/\bET\b/)[0]!.matchAll(/\[(.*?)\]\s*TJ/gs)) {
        for (const part of array[1]!.matchAll(/<([0-9a-fA-F]*)>|(-?\d+(?:\.\d+)?)/g)) {
          if (part[1] !== undefined) line += Buffer.from(part[1], "hex").toString("latin1");
          else if (Number(part[2]) < -200) line += " "; // a word gap drawn as a kerning offset
        }
      }
      if (line) lines.push(line);
    }
  }
  return lines.join("\n");
}

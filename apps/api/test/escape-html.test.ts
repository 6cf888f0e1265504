import { describe, expect, it } from "vitest";
import { escapeHtml } from "../src/escape-html";

describe("escapeHtml", () => {
  it("escapes the five characters that can break out of text or a quoted attribute", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;");
  });

  it("leaves other text as it is", () => {
    expect(escapeHtml("Booking WB-123 · ₹1,200")).toBe("Booking WB-123 · ₹1,200");
  });
});

import { describe, expect, it } from "vitest";
import { canonicalPageAddress } from "../src/web/page-address";

describe("canonicalPageAddress", () => {
  it("drops trailing slashes and lowers a city's segment, keeping the query", () => {
    expect(canonicalPageAddress("/contact-us/")).toBe("/contact-us");
    expect(canonicalPageAddress("/pune/meeting-rooms//?page=2&x=%2F")).toBe("/pune/meeting-rooms?page=2&x=%2F");
    expect(canonicalPageAddress("/Pune/meeting-rooms")).toBe("/pune/meeting-rooms");
    expect(canonicalPageAddress("/DELHI/meeting-rooms-in-Room/")).toBe("/delhi/meeting-rooms-in-Room");
  });

  it("leaves alone what is already one address, other capitals, and anything a browser could read as another host", () => {
    for (const url of [
      "/",
      "/?city=pune",
      "/contact-us?a=b/",
      "/view-booking/WB12345678",
      "/Contact-Us",
      "//evil.example/",
      "/\\evil.example/",
      "/%2Fevil/",
    ]) {
      expect(canonicalPageAddress(url), url).toBeNull();
    }
  });
});

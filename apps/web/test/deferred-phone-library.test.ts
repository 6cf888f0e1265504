// The phone library the browser's phone rules get (app/shared/phone/deferred-phone-library.ts,
// decision 0035): fetched when the module runs in a browser, the library's own answers after.
import { describe, expect, it, vi } from "vitest";

describe("the deferred phone library", () => {
  it("loads in a browser and then answers as the library does", async () => {
    const global = globalThis as { document?: unknown };
    const hadDocument = "document" in global;
    global.document ??= {};
    try {
      const deferred = await import("../app/shared/phone/deferred-phone-library");
      await vi.waitFor(() => expect(deferred.parsePhoneNumberFromString("+447911123456")).toBeDefined());
      const uk = deferred.parsePhoneNumberFromString("+447911123456")!;
      expect(uk.isValid()).toBe(true);
      expect(uk.countryCallingCode).toBe("44");
      expect(uk.nationalNumber).toBe("7911123456");
      expect(deferred.parsePhoneNumberFromString("+4412")?.isValid() ?? false).toBe(false);
      expect(deferred.getCountryCallingCode("AS")).toBe("1");
    } finally {
      if (!hadDocument) delete global.document;
    }
  });
});

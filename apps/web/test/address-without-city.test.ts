import { describe, expect, it } from "vitest";
import { addressWithoutCity, centreAddressLine } from "../app/shared/rooms/address-without-city";

describe("addressWithoutCity", () => {
  it("strips a trailing city, by slug, name or common alias", () => {
    expect(addressWithoutCity("Road No. 12, Banjara Hills, Hyderabad", "hyderabad")).toBe("Road No. 12, Banjara Hills");
    expect(addressWithoutCity("100 Feet Road, Indiranagar, Bangalore", "bengaluru")).toBe("100 Feet Road, Indiranagar");
    expect(addressWithoutCity("Statesman House, Connaught Place, New Delhi", "delhi")).toBe("Statesman House, Connaught Place");
    expect(addressWithoutCity("Nehru Place, Delhi NCR", "Delhi NCR")).toBe("Nehru Place");
    expect(addressWithoutCity("Bazullah Road, T. Nagar, chennai.", "chennai")).toBe("Bazullah Road, T. Nagar");
  });

  it("takes a pincode after the city with it", () => {
    expect(addressWithoutCity("Forum Tower, Koramangala, Bengaluru - 560095", "bengaluru")).toBe("Forum Tower, Koramangala");
    expect(addressWithoutCity("Platina, G Block, Mumbai 400051", "mumbai")).toBe("Platina, G Block");
  });

  it("leaves a city that is not at the end, and an address that is only the city", () => {
    expect(addressWithoutCity("Pune Road, Kalyani Nagar", "pune")).toBe("Pune Road, Kalyani Nagar");
    expect(addressWithoutCity("Marisoft Annexe, Kalyani Nagar", "pune")).toBe("Marisoft Annexe, Kalyani Nagar");
    expect(addressWithoutCity("Punekar Lane", "pune")).toBe("Punekar Lane");
    expect(addressWithoutCity("Pune", "pune")).toBe("Pune");
  });
});

describe("centreAddressLine", () => {
  it("drops the centre's name from the address when it is one of its parts", () => {
    expect(centreAddressLine("Koregaon Park", "North Main Road, Koregaon Park, Pune", "pune")).toEqual({
      centre: "Koregaon Park",
      address: "North Main Road",
    });
    expect(centreAddressLine("Embassy Golf Links", "Embassy Golf Links Business Park, Domlur", "bengaluru")).toEqual({
      centre: "Embassy Golf Links",
      address: "Embassy Golf Links Business Park, Domlur",
    });
  });
});

import { describe, expect, it } from "vitest";
import { roomPrice } from "../app/shared/rooms/room-price";

const room = { space_type: 1, cost: 1200, original_cost: null, month_factor: 1 };

describe("roomPrice", () => {
  it("shows a timed room's hourly rate with Indian grouping", () => {
    expect(roomPrice({ ...room, cost: 125000 })).toEqual({ price: "₹1,25,000", originalPrice: null, unit: "/ Hour" });
  });

  it("strikes out the original price only when it is higher", () => {
    expect(roomPrice({ ...room, original_cost: 1500 }).originalPrice).toBe("₹1,500");
    expect(roomPrice({ ...room, original_cost: 1200 }).originalPrice).toBeNull();
    expect(roomPrice({ ...room, original_cost: 900 }).originalPrice).toBeNull();
  });

  it("shows a virtual office by the month: daily rate x 30 x factor", () => {
    expect(roomPrice({ ...room, space_type: 8, cost: 100, month_factor: 1 })).toMatchObject({ price: "₹3,000", unit: "/ Month" });
    expect(roomPrice({ ...room, space_type: 8, cost: 100, month_factor: 0.9 }).price).toBe("₹2,700");
  });

  it("shows passes without a unit", () => {
    for (const type of [7, 11, 16]) expect(roomPrice({ ...room, space_type: type, cost: 499 }).unit).toBe("");
  });

  it("keeps paise when the price is not whole rupees", () => {
    expect(roomPrice({ ...room, cost: 349.5 }).price).toBe("₹349.50");
  });
});

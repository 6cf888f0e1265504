import { describe, expect, it } from "vitest";
import type { DemoImageArt } from "../src/demo-image-art";
import { demoImageSvg } from "../src/demo-image-svg";

const room = (productTypeId: number, capacity: number): DemoImageArt => ({
  kind: "room",
  productTypeId,
  view: 0,
  seed: 7,
  capacity,
  title: "Sandalwood Meeting Room",
  subtitle: "Koramangala",
});

const food = (style: Extract<DemoImageArt, { kind: "food" }>["style"]): DemoImageArt => ({
  kind: "food",
  seed: 7,
  style,
  foodType: "veg",
  title: "Masala Chai",
  subtitle: "High Tea",
});

// Issue 13: names were drawn into pictures (cards cropped them) and every room was one drawing.
describe("demo pictures", () => {
  // Huddle room, boardroom, event hall, desk area (day passes; flexible desks share it), virtual
  // office reception, studio, pods (travel passes), pop-up, cabin (executive day passes).
  const rooms = [room(1, 4), room(1, 12), room(2, 60), room(7, 1), room(8, 1), room(9, 2), room(11, 1), room(12, 20), room(16, 1)];
  const dishes = (["cup", "plate", "thali", "tea-snacks", "glass", "bowl"] as const).map(food);

  it("carry no words: no text elements, no title or subtitle", () => {
    for (const art of [...rooms, ...dishes, { kind: "city", seed: 3, title: "Pune", subtitle: "6 centres" } as const]) {
      const svg = demoImageSvg(art);
      expect(svg).not.toMatch(/<text|<tspan/);
      expect(svg).not.toContain(art.title);
      expect(svg).not.toContain(art.subtitle);
    }
  });

  it("draw a different scene for each kind of room and each dish style, with the same seed", () => {
    const roomScenes = new Set(rooms.map((art) => demoImageSvg(art)));
    expect(roomScenes.size).toBe(rooms.length);
    const dishScenes = new Set(dishes.map((art) => demoImageSvg(art)));
    expect(dishScenes.size).toBe(dishes.length);
  });
});

/** What a generated demo picture shows; demoImageSvg draws it. */
export type DemoImageArt =
  | {
      kind: "room";
      productTypeId: number;
      /** 0: the main view, 1: a second angle, 2: the breakout area. */
      view: number;
      /** Seeds colours and furniture placement, so every room looks different. */
      seed: number;
      capacity: number;
      title: string;
      subtitle: string;
    }
  | { kind: "city"; seed: number; title: string; subtitle: string }
  | {
      kind: "food";
      seed: number;
      style: "cup" | "plate" | "thali" | "tea-snacks" | "glass" | "bowl";
      foodType: "veg" | "non-veg" | null;
      title: string;
      subtitle: string;
    };

export type DemoImageJob = { fileName: string; art: DemoImageArt };

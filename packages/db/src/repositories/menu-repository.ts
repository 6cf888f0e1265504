import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import type { Database } from "../client";
import { fnbCategories, foodOptions, foodSubOptions } from "../schema";

export type MenuCategory = {
  id: number;
  name: string;
  slug: string;
  imageFile: string | null;
  availableFrom: number;
  availableTo: number;
  noticeMinutes: number;
  options: {
    id: number;
    name: string;
    description: string;
    shortDescription: string;
    pricePaise: number;
    imageFile: string | null;
    imageAlt: string | null;
    type: "veg" | "non-veg";
    serves: number;
    availableFrom: number;
    availableTo: number;
    subOptions: { id: number; name: string; description: string; imageFile: string | null; availableFrom: number; availableTo: number }[];
  }[];
};

/** The F&B menu of a centre: options offered everywhere plus the centre's own, by category. */
export async function listMenu(db: Database, centreId: number): Promise<MenuCategory[]> {
  const [categories, options] = await Promise.all([
    db.select().from(fnbCategories).orderBy(asc(fnbCategories.sortOrder), asc(fnbCategories.id)),
    db
      .select()
      .from(foodOptions)
      .where(and(eq(foodOptions.isActive, true), or(isNull(foodOptions.centreId), eq(foodOptions.centreId, centreId))))
      .orderBy(asc(foodOptions.id)),
  ]);
  const subOptions =
    options.length === 0
      ? []
      : await db
          .select()
          .from(foodSubOptions)
          .where(
            inArray(
              foodSubOptions.foodOptionId,
              options.map((o) => o.id),
            ),
          )
          .orderBy(asc(foodSubOptions.id));
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    slug: category.slug,
    imageFile: category.imageFile,
    availableFrom: category.availableFrom,
    availableTo: category.availableTo,
    noticeMinutes: category.noticeMinutes,
    options: options
      .filter((o) => o.categoryId === category.id)
      .map((o) => ({
        id: o.id,
        name: o.name,
        description: o.description,
        shortDescription: o.shortDescription,
        pricePaise: o.pricePaise,
        imageFile: o.imageFile,
        imageAlt: o.imageAlt,
        type: o.type,
        serves: o.serves,
        availableFrom: o.availableFrom,
        availableTo: o.availableTo,
        subOptions: subOptions
          .filter((s) => s.foodOptionId === o.id)
          .map((s) => ({
            id: s.id,
            name: s.name,
            description: s.description,
            imageFile: s.imageFile,
            availableFrom: s.availableFrom,
            availableTo: s.availableTo,
          })),
      })),
  }));
}

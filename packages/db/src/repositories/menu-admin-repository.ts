// The console's F&B categories and item pictures (issue 15, decision 0033). Writes take the transaction.
import { asc, count, eq, ne, sql, and } from "drizzle-orm";
import type { Database } from "../client";
import { fnbCategories, foodOptions } from "../schema";

export type MenuCategoryRecord = typeof fnbCategories.$inferSelect & { itemCount: number };

/** The categories in the F&B step's order, with how many items (any centre, shown or hidden) each has. */
export async function adminMenuCategories(db: Database): Promise<MenuCategoryRecord[]> {
  const [categories, counts] = await Promise.all([
    db.select().from(fnbCategories).orderBy(asc(fnbCategories.sortOrder), asc(fnbCategories.id)),
    db.select({ categoryId: foodOptions.categoryId, n: count() }).from(foodOptions).groupBy(foodOptions.categoryId),
  ]);
  return categories.map((c) => ({ ...c, itemCount: counts.find((n) => n.categoryId === c.id)?.n ?? 0 }));
}

export async function menuCategoryById(db: Database, id: number) {
  const [row] = await db.select().from(fnbCategories).where(eq(fnbCategories.id, id));
  return row;
}

/** Whether another category has this name (case aside) or this slug. */
export async function menuCategoryClash(db: Database, name: string, slug: string | undefined, exceptId?: number) {
  const rows = await db
    .select({ id: fnbCategories.id, name: fnbCategories.name, slug: fnbCategories.slug })
    .from(fnbCategories)
    .where(exceptId === undefined ? undefined : ne(fnbCategories.id, exceptId));
  return {
    name: rows.some((r) => r.name.toLowerCase() === name.toLowerCase()),
    slug: slug !== undefined && rows.some((r) => r.slug === slug),
  };
}

export type MenuCategoryWrite = { name: string; availableFrom: number; availableTo: number; noticeMinutes: number; sortOrder: number };

export async function insertMenuCategory(db: Database, values: MenuCategoryWrite & { slug: string }): Promise<number> {
  const [row] = await db.insert(fnbCategories).values(values).returning({ id: fnbCategories.id });
  return row!.id;
}

export async function updateMenuCategory(db: Database, id: number, values: MenuCategoryWrite): Promise<void> {
  await db.update(fnbCategories).set(values).where(eq(fnbCategories.id, id));
}

export async function setMenuItemPicture(db: Database, itemId: number, picture: { imageFile: string | null; imageAlt: string | null }) {
  await db.update(foodOptions).set(picture).where(eq(foodOptions.id, itemId));
}

/** Whether any other item or category still shows this file (demo data shares pictures). */
export async function pictureInUse(db: Database, fileName: string, exceptItemId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: foodOptions.id })
    .from(foodOptions)
    .where(and(eq(foodOptions.imageFile, fileName), ne(foodOptions.id, exceptItemId)))
    .limit(1);
  if (row) return true;
  const [category] = await db
    .select({ id: fnbCategories.id })
    .from(fnbCategories)
    .where(sql`${fnbCategories.imageFile} = ${fileName}`)
    .limit(1);
  return category !== undefined;
}

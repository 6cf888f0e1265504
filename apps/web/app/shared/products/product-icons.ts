import type { ProductTypeId } from "@workbay/domain/product-types";
import type { IconName } from "../../components/ui/icon";

export const PRODUCT_ICONS: Record<ProductTypeId, IconName> = {
  1: "users",
  2: "mic",
  7: "ticket",
  8: "building",
  9: "door-open",
  10: "desk",
  11: "plane",
  12: "store",
  16: "star",
};

import type { ProductTypeId } from "@workbay/domain/product-types";

/** Product types in the order menus and the home page list them: the main five first (001 spec section 2). */
export const PRODUCT_ORDER: readonly ProductTypeId[] = [1, 7, 16, 8, 2, 9, 10, 11, 12];

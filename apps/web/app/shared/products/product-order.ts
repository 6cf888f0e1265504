import { PRODUCT_TYPE, type ProductTypeId } from "@workbay/domain/product-types";

/** Product types in the order menus and the home page list them: the main five first (001 spec section 2). */
export const PRODUCT_ORDER: readonly ProductTypeId[] = [
  PRODUCT_TYPE.meetingRoom,
  PRODUCT_TYPE.dayPass,
  PRODUCT_TYPE.executiveDayPass,
  PRODUCT_TYPE.virtualOffice,
  PRODUCT_TYPE.eventSpace,
  PRODUCT_TYPE.privateStudio,
  PRODUCT_TYPE.flexibleDesk,
  PRODUCT_TYPE.travelPass,
  PRODUCT_TYPE.popUp,
];

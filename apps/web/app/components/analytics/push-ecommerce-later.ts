import type * as Ecommerce from "./ecommerce";

type EcommerceEvents = readonly { event: string; ecommerce: unknown }[];

/**
 * Pushes the ecommerce events `make` builds once the module that builds them has loaded: the
 * room page and the listings push theirs from effects (view_item and view_item_list after
 * hydration, add_to_cart on the server's answer to Book), so the module need not be in their
 * first load (issue 18, docs/decisions/0035). The first of them, at hydration, fetches it; the
 * events keep their order, each after the module's arrival.
 */
export function pushEcommerceLater(make: (ecommerce: typeof Ecommerce) => EcommerceEvents): void {
  void import("./ecommerce").then((ecommerce) => ecommerce.pushEvents(make(ecommerce)));
}

import { accountEndpoints } from "./accounts";
import { backofficeEndpoints } from "./backoffice";
import { backofficeOpsEndpoints } from "./backoffice-ops";
import { bookingEndpoints } from "./booking";
import { bookingChangeEndpoints } from "./booking-changes";
import { bookingListEndpoints } from "./bookings";
import { cancellationEndpoints } from "./cancellations";
import { catalogueEndpoints } from "./catalogue";
import { checkoutEndpoints } from "./checkout";
import { consoleChartsEndpoints } from "./console-charts";
import { guestEndpoints } from "./guests";
import { leadEndpoints } from "./leads";
import { menuEndpoints } from "./menus";
import { profileEndpoints } from "./profile";
import { roomEndpoints } from "./rooms";
import { searchEndpoints } from "./search";
import { voucherEndpoints } from "./vouchers";

/**
 * The gateway API's table (docs/decisions/0031): every operation by area. The API registers
 * each with `registerEndpoint`; pages call them with `callEndpoint`.
 */
export const endpoints = {
  rooms: roomEndpoints,
  search: searchEndpoints,
  booking: bookingEndpoints,
  bookings: bookingListEndpoints,
  checkout: checkoutEndpoints,
  cancellations: cancellationEndpoints,
  bookingChanges: bookingChangeEndpoints,
  guests: guestEndpoints,
  leads: leadEndpoints,
  profile: profileEndpoints,
  accounts: accountEndpoints,
  backoffice: backofficeEndpoints,
  catalogue: catalogueEndpoints,
  backofficeOps: backofficeOpsEndpoints,
  vouchers: voucherEndpoints,
  menus: menuEndpoints,
  consoleCharts: consoleChartsEndpoints,
};

import { expect as baseExpect, test, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { pickFreeHour } from "./support/booking";
import { laneDate } from "./support/dates";
import { createAccount, freshIdentity, guestLinkFor } from "./support/mailbox";
import { gotoHydrated, reloadHydrated } from "./support/pages";
import { uniqueClientAddress } from "./support/session";
import { limit } from "./support/time-limits";
import { PHONE } from "./support/projects";

// Checkout and payment (issue 6): the billing page, the test gateway, the payment return,
// the booking lists and the booking view. Tests share one database and run in parallel in two
// projects, so each books on a lane date of its own (support/dates.ts) and never meets another's slots.
// Each test signs up an account of its own (signed in by sign_up): the demo account's login
// limit (10 in 15 minutes) is shared by every spec, and a new account has no bookings yet.
const ROOM = "boardroom-saffron-koramangala-forum";
const ROOM_NAME = "Saffron Boardroom";

// Whole journeys across several pages and the gateway, each step a server round trip (prices,
// holds, payment calls), on a machine the tests share with other work.
test.describe.configure({ timeout: limit(120_000) });
const expect = baseExpect.configure({ timeout: limit(15_000) });

/** Picks the first free hour from 11:00 AM on and books it: on to the F&B step. */
async function pickFreeSlotsAndBook(page: Page, date: string): Promise<string> {
  const label = await pickFreeHour(page, ROOM, date);
  await page.getByRole("region", { name: /Book/ }).getByRole("button", { name: "Book A Slot" }).click();
  await expect(page).toHaveURL(/\/foodBeverage\//);
  return label;
}

type DataLayerEvent = {
  event?: string;
  ecommerce?: {
    currency: string;
    value: number;
    transaction_id?: string;
    items: { item_name: string; item_brand: string; price: number; quantity: number }[];
  };
};
const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as DataLayerEvent[]);

test(
  "book a room with an F&B add-on and MR30, pay on the test gateway, then find it in the lists and the view",
  PHONE,
  async ({ page }, testInfo) => {
    const date = laneDate("checkout: pay with add-ons", testInfo);
    await createAccount(page.context().request);
    const startLabel = await pickFreeSlotsAndBook(page, date);

    // The F&B step: one add-on, a note, on to checkout.
    await page.getByRole("button", { name: /^ADD /, disabled: false }).first().click();
    const cart = page.getByRole("region", { name: "Your F&B cart" });
    await cart.getByRole("button", { name: "CONTINUE" }).click();
    await cart.getByLabel("Notes").fill("Projector on arrival, please");
    await cart.getByRole("button", { name: "CONTINUE" }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    // The summary card.
    await expect(page.getByRole("heading", { name: "Billing and payment" })).toBeVisible();
    const summary = page.getByRole("region", { name: "Your booking" });
    await expect(summary.getByRole("heading", { name: ROOM_NAME })).toBeVisible();
    await expect(summary).toContainText(startLabel);
    await expect(summary).toContainText("(1 hr)");
    await expect(summary.getByRole("heading", { name: "Add-ons" })).toBeVisible();
    await expect(summary).toContainText("Projector on arrival, please");
    await expect(summary.getByRole("link", { name: "EDIT" })).toHaveAttribute(
      "href",
      `/bengaluru/meeting-rooms-in-${ROOM}?date=${date}&edit=1`,
    );
    // Events are pushed once the page has hydrated.
    await expect.poll(async () => (await dataLayer(page)).filter((e) => e.event === "begin_checkout").length).toBe(1);
    const begin = (await dataLayer(page)).find((e) => e.event === "begin_checkout");
    expect(begin?.ecommerce?.currency).toBe("INR");
    expect(begin?.ecommerce?.items[0]).toMatchObject({ item_name: ROOM_NAME, item_brand: "Workbay", quantity: 2 });
    expect(begin?.ecommerce?.items).toHaveLength(2);

    // MR30 is listed for a meeting room; an unknown code gets the server's message; MR30 takes 30% off the room.
    await expect(page.getByRole("list", { name: "Coupons for this booking" })).toContainText("MR30");
    const promo = page.getByLabel("Promo code");
    await promo.fill("NOSUCHCODE");
    await page.getByRole("button", { name: "APPLY", exact: true }).click();
    await expect(page.locator("#promo-message")).not.toBeEmpty();
    const total = page.getByTestId("price-total");
    const before = await total.textContent();
    await promo.fill("mr30");
    await page.getByRole("button", { name: "APPLY", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "MR30 applied" })).toBeVisible();
    await expect(page.getByTestId("price-breakdown")).toContainText("Discount (MR30)");
    await expect(total).not.toHaveText(before ?? "");
    const rupeesOf = (text: string | null) => Number((text ?? "").replace(/[^\d.]/g, ""));
    const roomAmount = rupeesOf(
      await page.getByTestId("price-breakdown").locator(".price-breakdown__row").first().locator("dd").textContent(),
    );
    expect(rupeesOf(await page.getByTestId("price-discount").textContent())).toBeCloseTo(roomAmount * 0.3, 0);
    await expect(page.getByTestId("price-cgst")).toBeVisible();

    // Terms first.
    const pay = page.getByRole("button", { name: /^Pay ₹/ });
    await pay.click();
    await expect(page.getByText("Please accept the booking terms to continue.")).toBeVisible();
    await page.getByRole("checkbox", { name: /I agree to the booking terms/ }).check();
    const payLabel = await pay.textContent();
    expect(payLabel).toContain((await total.textContent()) ?? "-");
    await pay.click();

    // The test gateway, then the confirmation.
    await expect(page.getByRole("heading", { name: "Workbay test payment" })).toBeVisible();
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/payment\?b_id=WB[0-9A-Z]{8}&outcome=paid&attempt=[0-9a-f]{8}$/);
    const bookingId = ((await page.getByTestId("booking-id").textContent()) ?? "").trim();
    expect(bookingId).toMatch(/^WB[0-9A-Z]{8}$/);
    await expect.poll(async () => (await dataLayer(page)).filter((e) => e.event === "purchase").length).toBe(1);
    const purchase = (await dataLayer(page)).filter((e) => e.event === "purchase");
    expect(purchase[0]?.ecommerce?.transaction_id).toBe(bookingId);
    // A reload neither posts again nor counts a second purchase.
    // Its effects (where the event would be pushed) have run once the page is hydrated.
    await reloadHydrated(page);
    await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();
    expect((await dataLayer(page)).filter((e) => e.event === "purchase")).toHaveLength(0);
    expect(await page.evaluate(() => window.sessionStorage.getItem("bookingData"))).toBeNull();

    // The upcoming list has it; a note is saved inline.
    await page.getByRole("link", { name: "Upcoming bookings" }).click();
    await expect(page).toHaveURL(/\/account\/upcoming-bookings$/);
    const entry = () =>
      page
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: ROOM_NAME }) })
        .filter({ hasText: bookingId });
    const item = entry();
    await expect(item.getByRole("link", { name: ROOM_NAME })).toHaveAttribute("href", `/view-booking/${bookingId}`);
    await expect(item).toContainText("Confirmed");
    // The note from the F&B step is there; it can be changed in place.
    await expect(item).toContainText("Projector on arrival, please");
    await item.getByText("Edit Note").click();
    await item.getByLabel(`Note for ${ROOM_NAME}`).fill("Two visitors from Acme");
    await item.getByRole("button", { name: "SAVE" }).click();
    await expect(item.getByRole("status")).toHaveText("Note saved.");
    await reloadHydrated(page);
    await expect(entry()).toContainText("Two visitors from Acme");

    // The booking view.
    await entry().getByRole("link", { name: ROOM_NAME }).click();
    await expect(page).toHaveURL(new RegExp(`/view-booking/${bookingId}$`));
    await expect(page.getByRole("heading", { name: `Booking ${bookingId}` })).toBeVisible();
    await expect(page.getByTestId("booking-status")).toHaveText("Confirmed");
    await expect(page.getByText("Two visitors from Acme")).toBeVisible();
    await expect(page.getByTestId("price-breakdown")).toContainText("Discount (MR30)");
    const invoice = page.getByRole("link", { name: /Invoice/ });
    const invoiceResponse = await page.request.get((await invoice.getAttribute("href")) ?? "");
    expect(invoiceResponse.headers()["content-type"]).toContain("application/pdf");
    const calendar = await page.request.get((await page.getByRole("link", { name: /Add to calendar/ }).getAttribute("href")) ?? "");
    expect(await calendar.text()).toContain("BEGIN:VCALENDAR");

    // The paid draft is gone: checkout has nothing left.
    await gotoHydrated(page, "/checkout");
    await expect(page.getByRole("heading", { name: "Nothing to check out yet" })).toBeVisible();
  },
);

test("a failed payment shows Retry while the hold lasts, and the retry pays", async ({ page }, testInfo) => {
  const date = laneDate("checkout: failed payment and retry", testInfo);
  await createAccount(page.context().request);
  await pickFreeSlotsAndBook(page, date);
  await page.locator(".fnb-banner").getByRole("button", { name: "SKIP & CONTINUE" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole("checkbox", { name: /I agree to the booking terms/ }).check();
  await page.getByRole("button", { name: /^Pay ₹/ }).click();

  await expect(page.getByRole("heading", { name: "Workbay test payment" })).toBeVisible();
  await page.getByRole("button", { name: "Fail", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Payment failed" })).toBeVisible();
  await expect(page.getByTestId("hold-countdown")).toHaveText(/^(09|10):\d\d$/);
  await expect.poll(async () => (await dataLayer(page)).filter((e) => e.event === "failedPurchase").length).toBe(1);

  await page.getByRole("button", { name: "Retry payment" }).click();
  await expect(page.getByRole("heading", { name: "Workbay test payment" })).toBeVisible();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();
  await expect(page.getByRole("link", { name: "View booking" })).toHaveAttribute("href", /^\/view-booking\/WB[0-9A-Z]{8}$/);

  // Guests are invited later from the booking's page: the guest list editor in its modal mode.
  await page.getByRole("link", { name: "View booking" }).click();
  const guests = page.getByRole("region", { name: "Guests" });
  await expect(guests).toContainText("No guests invited.");
  await guests.getByRole("button", { name: "Invite guests" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite guests" });
  await dialog.getByRole("button", { name: "SAVE" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Email address is required!");
  await dialog.getByLabel("Guest 1 Email Address").fill("not-an-email");
  await dialog.getByRole("button", { name: "ADD NEW" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Email address is required!");
  const guest = freshIdentity().email.replace("e2e-", "guest-");
  await dialog.getByLabel("Guest 1 Email Address").fill(guest);
  await dialog.getByRole("button", { name: "ADD NEW" }).click();
  await expect(dialog.getByLabel("Guest 2 Email Address")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole("button", { name: "Remove guest 2" }).click();
  const since = new Date(Date.now() - 1000).toISOString();
  await dialog.getByRole("button", { name: "SAVE" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Invitation sent to 1 guest." })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(guests.getByRole("listitem").filter({ hasText: guest })).toContainText("Invited");

  // The guest's e-mail opens their read-only F&B page for this booking.
  await gotoHydrated(page, await guestLinkFor(page.request, guest, since));
  await expect(page.getByRole("link", { name: "DIRECTION" })).toBeVisible();
  await expect(page.getByText(ROOM_NAME).first()).toBeVisible();
});

test("a fresh account has empty lists, no checkout, and cannot see another user's booking", async ({ page, browser }, testInfo) => {
  await createAccount(page.context().request);

  for (const path of ["/account/upcoming-bookings", "/account/booking-history"]) {
    await gotoHydrated(page, path);
    const empty = page.getByRole("status").filter({ hasText: "No Result Found" });
    await expect(empty).toBeVisible();
    await expect(empty).toContainText("Data is not available for given request.");
  }
  await expectNoSeriousAxeViolations(page);

  await gotoHydrated(page, "/checkout");
  await expect(page.getByRole("heading", { name: "Nothing to check out yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Explore meeting rooms" })).toHaveAttribute("href", "/meeting-rooms");

  // Another user's booking, and an unknown one: page-not-found.
  const theirs = await holdAsAnotherUser(browser, laneDate("checkout: another user's booking", testInfo));
  for (const id of [theirs, "WB2345678Z"]) {
    const response = await page.goto(`/view-booking/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  }
});

/** A pending booking of the page's signed-in user, made through the API (validate, then create): its payment order. */
async function bookThroughApi(page: Page, date: string): Promise<{ b_id: string; order_id: string }> {
  const csrf = (await page.context().cookies()).find((c) => c.name === "csrfToken")?.value ?? "";
  const headers = { "x-csrf-token": csrf, "x-forwarded-for": uniqueClientAddress() };
  const room = (await (await page.request.get(`/passy/v1/room/${ROOM}`, { params: { search_by: "seo_id", date }, headers })).json())
    .data as { id: number; time_slots: number[] };
  const taken = new Set(room.time_slots);
  let start = 24;
  while (taken.has(start) || taken.has(start + 1)) start += 1;
  const booking = { date, room_id: room.id, start_time: start, end_time: start + 2 };
  const priced = await page.request.post("/passy/v1/validate", { data: { ...booking, add_on: [] }, headers });
  expect(priced.status()).toBe(200);
  const { total_amount } = (await priced.json()).data as { total_amount: number };
  const created = await page.request.post("/passy/v1/booking", {
    data: { ...booking, add_ons: [], total_amount, terms_accepted: true },
    headers,
  });
  expect(created.status()).toBe(201);
  return (await created.json()).data as { b_id: string; order_id: string };
}

/** A pending booking of another new user, in a context of its own: its id. */
async function holdAsAnotherUser(browser: Browser, date: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await createAccount(context.request);
    return (await bookThroughApi(page, date)).b_id;
  } finally {
    await context.close();
  }
}

/** The test gateway's Pay, as its form posts it, then the return address it answers with. */
async function payOnTestGateway(page: Page, order: { b_id: string; order_id: string }): Promise<void> {
  const paid = await page.request.post("/dev/test-gateway", {
    form: { order_id: order.order_id, b_id: order.b_id, outcome: "pay" },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  await page.goto(paid.headers().location ?? "");
  await expect(page.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();
  await expect(page.getByTestId("booking-id")).toHaveText(order.b_id);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the payment return confirms and 'Add a Note' saves", async ({ page }, testInfo) => {
    await createAccount(page.context().request);
    const order = await bookThroughApi(page, laneDate("checkout: without JavaScript", testInfo));
    await payOnTestGateway(page, order);

    await page.goto("/account/upcoming-bookings");
    const entry = () =>
      page
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: ROOM_NAME }) })
        .filter({ hasText: order.b_id });
    await entry().getByText("Add a Note").click();
    await entry().getByLabel(`Note for ${ROOM_NAME}`).fill("Whiteboard markers, please");
    await entry().getByRole("button", { name: "SAVE" }).click();
    await expect(entry().getByRole("status")).toHaveText("Note saved.");
    await expect(entry()).toContainText("Whiteboard markers, please");
  });
});

test("checkout and the lists need a session; the lists and checkout pass an accessibility check", async ({ page }, testInfo) => {
  const response = await page.goto("/account/upcoming-bookings");
  expect(response?.url()).toMatch(/\/login\?redirect=%2Faccount%2Fupcoming-bookings$/);
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);

  await createAccount(page.context().request);
  const order = await bookThroughApi(page, laneDate("checkout: lists and billing", testInfo));
  await payOnTestGateway(page, order);
  await gotoHydrated(page, "/account/upcoming-bookings");
  // One heading for both lists; 'Upcoming Bookings' is the current tab, not a second title.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Bookings");
  await expect(page.getByRole("heading", { name: "Upcoming Bookings" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Your bookings" }).getByRole("link", { name: "Upcoming Bookings" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // Grouped by month, each item with its image sizes.
  const entry = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: ROOM_NAME }) })
    .filter({ hasText: order.b_id });
  await expect(entry).toBeVisible();
  await expect(page.locator(".bookings__month").filter({ has: entry }).getByRole("heading", { level: 2 })).toHaveText(
    /^[A-Z][a-z]+ \d{4}$/,
  );
  await expect(entry.locator("img")).toHaveAttribute("sizes", "(max-width: 767px) 135px, (max-width: 1024px) 155px, 170px");
  const check = () => expectNoSeriousAxeViolations(page);
  await check();
  await gotoHydrated(page, "/account/booking-history");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Bookings");
  await expect(page.getByRole("navigation", { name: "Your bookings" }).getByRole("link", { name: "Booking History" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await check();

  // Checkout with a draft, the GST block open.
  await pickFreeSlotsAndBook(page, laneDate("checkout: GST draft", testInfo));
  await page.locator(".fnb-banner").getByRole("button", { name: "SKIP & CONTINUE" }).click();
  await expect(page.getByRole("heading", { name: "Billing and payment" })).toBeVisible();
  await page.getByRole("checkbox", { name: "I want a GST invoice for my business" }).check();
  const gstin = page.getByLabel(/GSTIN/);
  await gstin.fill("27ABCDE1234F1Z");
  await gstin.blur();
  await expect(page.getByText("Please enter a valid GSTIN")).toBeVisible();
  await check();
  // A Maharashtra GSTIN fills its state: billed outside the centre's Karnataka, the tax is IGST.
  await expect(page.getByTestId("price-cgst")).toBeVisible();
  await gstin.fill("27ABCDE1234F1Z5");
  await expect(page.getByLabel(/^State/)).toHaveValue("Maharashtra");
  await expect(page.getByTestId("price-igst")).toBeVisible();
  await expect(page.getByTestId("price-cgst")).toHaveCount(0);
  // Another state than the GSTIN's is refused on the page; Karnataka splits CGST + SGST again.
  await page.getByLabel(/^State/).selectOption("Karnataka");
  await expect(page.getByText("This GSTIN is registered in Maharashtra; please choose that billing state.")).toBeVisible();
  await expect(page.getByTestId("price-sgst")).toBeVisible();
  await page.getByRole("checkbox", { name: /I agree to the booking terms/ }).check();
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page.getByText("Please check your GST details.")).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
});

test("without JavaScript the GST details post to the checkout's action, which refuses a bad GSTIN", async ({ page, browser }, testInfo) => {
  // The draft is made with JavaScript (slot picking needs it); the checkout is then opened without.
  // Nothing is held or paid, so the GST draft journey's lane is shared (the lanes are all taken).
  await createAccount(page.context().request);
  await pickFreeSlotsAndBook(page, laneDate("checkout: GST draft", testInfo));
  await page.locator(".fnb-banner").getByRole("button", { name: "SKIP & CONTINUE" }).click();
  await expect(page.getByRole("heading", { name: "Billing and payment" })).toBeVisible();
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await context.newPage();
  await plain.goto("/checkout");
  await expect(plain.getByRole("heading", { name: "Billing and payment" })).toBeVisible();
  // The details show once the box is ticked (CSS), and the form posts to /checkout.
  await expect(plain.getByLabel(/^GSTIN/)).toBeHidden();
  await plain.getByRole("checkbox", { name: "I want a GST invoice for my business" }).check();
  await plain.getByLabel(/^Company name/).fill("Acme Pvt Ltd");
  await plain.getByLabel(/^GSTIN/).fill("29ABCDE1234F1A5");
  await plain.getByLabel(/^State/).selectOption("Karnataka");
  await plain.getByRole("button", { name: "Check GST details" }).click();
  await expect(plain).toHaveURL(/\/checkout$/);
  // The action's answer: the field's message, the typed values kept, the box still ticked.
  await expect(plain.getByLabel(/^GSTIN/)).toHaveAccessibleDescription("Please enter a valid GSTIN");
  await expect(plain.getByLabel(/^GSTIN/)).toHaveValue("29ABCDE1234F1A5");
  await expect(plain.getByLabel(/^Company name/)).toHaveValue("Acme Pvt Ltd");
  await expect(plain.getByRole("checkbox", { name: "I want a GST invoice for my business" })).toBeChecked();
  // Another state's GSTIN names its state; the right one is accepted.
  await plain.getByLabel(/^GSTIN/).fill("27abcde1234f1z5");
  await plain.getByRole("button", { name: "Check GST details" }).click();
  await expect(plain.getByLabel(/^GSTIN/)).toHaveAccessibleDescription(
    "This GSTIN is registered in Maharashtra; please choose that billing state.",
  );
  await plain.getByLabel(/^State/).selectOption("Maharashtra");
  await plain.getByRole("button", { name: "Check GST details" }).click();
  await expect(plain.getByRole("status").filter({ hasText: "Your GST details are correct." })).toBeVisible();
  await expect(plain.getByLabel(/^GSTIN/)).toHaveValue("27ABCDE1234F1Z5");
  await context.close();
});

test("without JavaScript a checked billing state reprices the GST split: IGST for another state, CGST + SGST for the centre's", async ({
  page,
  browser,
}, testInfo) => {
  // As above: the draft is made with JavaScript, on the shared GST draft lane (nothing is held).
  await createAccount(page.context().request);
  await pickFreeSlotsAndBook(page, laneDate("checkout: GST draft", testInfo));
  await page.locator(".fnb-banner").getByRole("button", { name: "SKIP & CONTINUE" }).click();
  await expect(page.getByRole("heading", { name: "Billing and payment" })).toBeVisible();
  // What the page with JavaScript shows for a Maharashtra GSTIN (the centre is in Karnataka).
  const cgst = await page.getByTestId("price-cgst").textContent();
  await page.getByRole("checkbox", { name: "I want a GST invoice for my business" }).check();
  await page.getByLabel(/^GSTIN/).fill("27ABCDE1234F1Z5");
  await expect(page.getByTestId("price-igst")).toBeVisible();
  const igst = await page.getByTestId("price-igst").textContent();
  const total = await page.getByTestId("price-total").textContent();

  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await context.newPage();
  await plain.goto("/checkout");
  const breakdown = plain.getByTestId("price-breakdown");
  await expect(plain.getByTestId("price-cgst")).toHaveText(cgst ?? "-");
  await plain.getByRole("checkbox", { name: "I want a GST invoice for my business" }).check();
  await plain.getByLabel(/^Company name/).fill("Acme Pvt Ltd");
  await plain.getByLabel(/^GSTIN/).fill("27ABCDE1234F1Z5");
  await plain.getByLabel(/^State/).selectOption("Maharashtra");
  await plain.getByRole("button", { name: "Check GST details" }).click();
  await expect(plain.getByRole("status").filter({ hasText: "Your GST details are correct." })).toBeVisible();
  // Billed in Maharashtra: IGST, the amount the page with JavaScript showed, the same total.
  await expect(plain.getByTestId("price-igst")).toHaveText(igst ?? "-");
  await expect(breakdown.getByText("CGST")).toHaveCount(0);
  await expect(breakdown.getByText("SGST")).toHaveCount(0);
  await expect(plain.getByTestId("price-total")).toHaveText(total ?? "-");
  await expect(plain.getByRole("button", { name: /^Pay ₹/ })).toHaveText(`Pay ${total}`);

  // Billed in the centre's Karnataka: CGST + SGST again.
  await plain.getByLabel(/^GSTIN/).fill("29ABCDE1234F1Z5");
  await plain.getByLabel(/^State/).selectOption("Karnataka");
  await plain.getByRole("button", { name: "Check GST details" }).click();
  await expect(plain.getByRole("status").filter({ hasText: "Your GST details are correct." })).toBeVisible();
  await expect(plain.getByTestId("price-cgst")).toHaveText(cgst ?? "-");
  await expect(plain.getByTestId("price-sgst")).toBeVisible();
  await expect(plain.getByTestId("price-igst")).toHaveCount(0);
  await expect(plain.getByTestId("price-total")).toHaveText(total ?? "-");

  // A refused post (a GSTIN of another state than the billing state) keeps the default split.
  await plain.getByLabel(/^GSTIN/).fill("27ABCDE1234F1Z5");
  await plain.getByRole("button", { name: "Check GST details" }).click();
  await expect(plain.getByLabel(/^GSTIN/)).toHaveAccessibleDescription(
    "This GSTIN is registered in Maharashtra; please choose that billing state.",
  );
  await expect(plain.getByTestId("price-cgst")).toHaveText(cgst ?? "-");
  await expect(plain.getByTestId("price-igst")).toHaveCount(0);

  // IGST again, then no GST invoice after all: unticked, the box is posted by its own button and
  // the split goes back to the default (CGST + SGST).
  await plain.getByLabel(/^State/).selectOption("Maharashtra");
  await expect(plain.getByRole("button", { name: "Update GST choice" })).toBeHidden();
  await plain.getByRole("button", { name: "Check GST details" }).click();
  await expect(plain.getByTestId("price-igst")).toHaveText(igst ?? "-");
  await plain.getByRole("checkbox", { name: "I want a GST invoice for my business" }).uncheck();
  await plain.getByRole("button", { name: "Update GST choice" }).click();
  await expect(plain.getByRole("checkbox", { name: "I want a GST invoice for my business" })).not.toBeChecked();
  await expect(plain.getByTestId("price-cgst")).toHaveText(cgst ?? "-");
  await expect(plain.getByTestId("price-igst")).toHaveCount(0);
  await expect(plain.getByTestId("price-total")).toHaveText(total ?? "-");
  await context.close();
});

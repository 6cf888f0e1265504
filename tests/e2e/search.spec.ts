import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { addDays, istToday } from "./support/dates";
import { holdChunk } from "./support/hold-chunk";
import { gotoHydrated } from "./support/pages";
import { PHONE } from "./support/projects";

// Issue 19: the header's search box (keyboard autocomplete), the results page (also without
// JavaScript), and rooms sorted by distance from a searched place or from "Near me".

const cards = (page: Page) => page.locator("article.room-card");

/** The header's search box: inline on wide screens, behind the search button on phones. */
async function headerSearchBox(page: Page, isMobile: boolean) {
  if (isMobile) await page.locator("header summary").filter({ hasText: "Search" }).click();
  // A plain search box until it is pointed at or focused; then the autocomplete (a combobox)
  // takes its place, with what was typed and the focus.
  const banner = page.getByRole("banner");
  const name = "Search by locality, centre or room";
  const box = banner.getByRole("combobox", { name }).or(banner.getByRole("searchbox", { name }));
  await expect(box).toBeVisible();
  return box;
}

/** The distances shown on the cards, in order ("2.4 km from Koramangala", "1.2 km from you"). */
async function shownDistances(page: Page, from = /km (away|from )/): Promise<number[]> {
  return (await cards(page).getByText(from).allTextContents()).map((d) => Number.parseFloat(d));
}

test("type 'koramangla', choose Koramangala by keyboard, see rooms sorted by distance from it", async ({ page, isMobile }) => {
  await gotoHydrated(page, "/");
  const box = await headerSearchBox(page, isMobile);
  await box.pressSequentially("koramangla");
  const option = page.getByRole("option", { name: /^Koramangala Locality/ });
  await expect(option).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /suggestions?\./ })).toBeAttached();
  // The typo's best match is first: one arrow down highlights it, Enter chooses it.
  await box.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/bengaluru\/meeting-rooms\?near=Koramangala&lat=12\.9352&lng=77\.6245&sort=distance$/);
  await expect(page.getByTestId("near-status")).toContainText("Sorted by distance from Koramangala");
  await expect
    .poll(async () => {
      const km = await shownDistances(page, /km from Koramangala$/);
      return km.length > 1 && km.every((d, i) => i === 0 || km[i - 1]! <= d);
    })
    .toBe(true);
});

test("the home page's own search box: type 'koramangla', keyboard only, rooms sorted by distance; axe clean", async ({ page }) => {
  await gotoHydrated(page, "/");
  const landmark = page.getByRole("search", { name: "Search spaces" });
  const name = "Search by locality, centre or room";
  // Its label is shown: the prominent box names what it finds.
  await expect(landmark.getByText(name)).toBeVisible();
  const box = landmark.getByRole("combobox", { name }).or(landmark.getByRole("searchbox", { name }));
  await box.focus();
  await box.pressSequentially("koramangla");
  const option = page.getByRole("option", { name: /^Koramangala Locality/ });
  await expect(option).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `test-results/search-home-${test.info().project.name}.png` });
  await box.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/bengaluru\/meeting-rooms\?near=Koramangala&lat=12\.9352&lng=77\.6245&sort=distance$/);
  await expect
    .poll(async () => {
      const km = await shownDistances(page, /km from Koramangala$/);
      return km.length > 1 && km.every((d, i) => i === 0 || km[i - 1]! <= d);
    })
    .toBe(true);
});

test("the list/map toggle: the map's clustered markers and a card, then pan and 'Search this area'", async ({ page }) => {
  await gotoHydrated(page, "/bengaluru/meeting-rooms?near=Koramangala&lat=12.9352&lng=77.6245&sort=distance");
  await page.getByRole("navigation", { name: "View" }).getByRole("link", { name: "Map" }).click();
  await expect(page).toHaveURL(/sort=distance&view=map$/);
  const map = page.getByRole("region", { name: "Map of the spaces" });
  await expect(map).toBeVisible();
  const markers = page.locator(".listing-map .leaflet-marker-icon");
  await expect(markers.first()).toBeVisible();
  // A centre's marker opens its card, naming its rooms with their prices.
  const centre = page.locator(".listing-map .room-map__marker").first();
  if ((await centre.count()) > 0) {
    await centre.click();
    await expect(page.locator(".map-card")).toBeVisible();
    await expect(page.locator(".map-card a").first()).toBeVisible();
    await page.keyboard.press("Escape");
  }
  // Pan with the keyboard (the map takes the arrow keys when focused), then search the area.
  await page.locator(".listing-map .leaflet-container").focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press("ArrowUp");
  await page.getByRole("button", { name: "Search this area" }).click();
  await expect(page).toHaveURL(/bbox=[\d.]+,[\d.]+,[\d.]+,[\d.]+/);
  await expect(page).toHaveURL(/view=map/);
  await expect(page.getByRole("link", { name: "Remove filter: In the map area" })).toBeVisible();
  await expect(map).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `test-results/search-map-${test.info().project.name}.png` });
  // Back to the list: the area stays until removed.
  await page.getByRole("navigation", { name: "View" }).getByRole("link", { name: "List" }).click();
  await expect(page).not.toHaveURL(/view=map/);
  await expect(page).toHaveURL(/bbox=/);
});

test("keyboard only: recent searches come back before typing, can be chosen and cleared; search events reach the data layer", async ({
  page,
  isMobile,
}) => {
  await gotoHydrated(page, "/");
  let box = await headerSearchBox(page, isMobile);
  await box.pressSequentially("powai");
  await expect(page.getByRole("option", { name: /^Powai Locality/ })).toBeVisible();
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/mumbai\/meeting-rooms\?near=Powai&/);
  const events = await page.evaluate(() =>
    (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.filter((e) => e.event === "search"),
  );
  expect(events).toEqual([{ event: "search", search_term: "powai", search_choice: "Powai" }]);

  // Elsewhere, with nothing typed: the arrow key opens the recent searches, even when it is
  // pressed while the autocomplete's code is still arriving (held here until the key is in).
  const held = await holdChunk(page, /\/assets\/search-autocomplete-[\w-]+\.js$/);
  await gotoHydrated(page, "/pune/meeting-rooms");
  box = await headerSearchBox(page, isMobile);
  await box.focus();
  await expect.poll(held.requested).toBe(true);
  await box.press("ArrowDown");
  held.release();
  const recent = page.getByRole("option", { name: /^Powai/ });
  await expect(recent).toBeVisible();
  await expect(recent).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/mumbai\/meeting-rooms\?near=Powai&/);

  // Cleared by keyboard: the last option.
  await gotoHydrated(page, "/search?q=nehru+place");
  const pushed = await page.evaluate(() =>
    (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.filter((e) => e.event === "view_search_results"),
  );
  expect(pushed[0]).toMatchObject({ event: "view_search_results", search_term: "nehru place" });
  const again = page
    .getByRole("search", { name: "Search again" })
    .getByRole("searchbox")
    .or(page.getByRole("search", { name: "Search again" }).getByRole("combobox"));
  await again.focus();
  // Focusing loads the autocomplete, which takes the plain box's place; the arrow keys below
  // are the autocomplete's, so wait for it (on a busy machine a key pressed during the hand-over
  // reached the plain box).
  await expect(page.getByRole("search", { name: "Search again" }).getByRole("combobox")).toBeFocused();
  await again.press("Control+a");
  await again.press("Delete");
  await again.press("ArrowUp");
  const clear = page.getByRole("option", { name: "Clear recent searches" });
  await expect(clear).toHaveAttribute("aria-selected", "true");
  await again.press("Enter");
  await again.press("ArrowDown");
  await expect(page.getByRole("option")).toHaveCount(0);
  // The box names no option it no longer draws: when the arrow outran the clearing, downshift
  // kept the cleared option highlighted and axe found aria-activedescendant pointing at nothing.
  await expect(page.getByRole("search", { name: "Search again" }).getByRole("combobox")).toHaveAttribute("aria-activedescendant", "");
  await expectNoSeriousAxeViolations(page);
});

test("'bangalore' suggests Bengaluru; choosing it by keyboard opens the city's rooms", async ({ page }) => {
  await gotoHydrated(page, "/");
  const box = await headerSearchBox(page, false);
  await box.pressSequentially("bangalore");
  await expect(page.getByRole("option", { name: /^Bengaluru City/ })).toBeVisible();
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/bengaluru\/meeting-rooms$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Bengaluru");

  // Typed and arrowed down while the autocomplete's code was still arriving (held here until the
  // key is in): the arrow highlights the first suggestion for that text once it comes.
  const held = await holdChunk(page, /\/assets\/search-autocomplete-[\w-]+\.js$/);
  await gotoHydrated(page, "/");
  const plain = await headerSearchBox(page, false);
  await plain.focus();
  await expect.poll(held.requested).toBe(true);
  await plain.pressSequentially("bangalore");
  await plain.press("ArrowDown");
  held.release();
  const first = page.getByRole("option", { name: /^Bengaluru City/ });
  await expect(first).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/bengaluru\/meeting-rooms$/);
});

test("Enter without a choice goes to the results page, grouped, each result linking to its page", async ({ page }) => {
  await gotoHydrated(page, "/");
  const box = await headerSearchBox(page, false);
  await box.fill("nehru place");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=nehru\+place$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “nehru place”");
  await expect(page.getByRole("heading", { level: 2, name: "Places" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Centres" })).toBeVisible();
  await page.getByRole("link", { name: /^Nehru Place Centre/ }).click();
  await expect(page).toHaveURL(/\/delhi\/meeting-rooms\?near=Nehru\+Place&/);
  await expect(page.getByTestId("near-status")).toContainText("Nehru Place");
});

test("the results page passes axe and shows the results on a map", PHONE, async ({ page }) => {
  await gotoHydrated(page, "/search?q=powai");
  await expect(page.getByRole("link", { name: /^Powai Locality/ })).toBeVisible();
  await page.getByTestId("search-map").scrollIntoViewIfNeeded();
  await expect(page.getByRole("region", { name: "Map of the results" })).toBeVisible();
  await expect(page.locator(".search-map .leaflet-marker-icon").first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("a keyword that is too long gets the reason, not an error page", async ({ page }) => {
  const response = await page.goto(`/search?q=${"k".repeat(101)}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("alert")).toHaveText("Please search with at most 100 characters");
  // The refused keyword stays in the box to be shortened, and names neither the title, the
  // heading nor the canonical address.
  await expect(page).toHaveTitle("Search workspace | Workbay");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search workspace");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/search$/);
  await expect(page.getByRole("main").getByRole("searchbox")).toHaveValue("k".repeat(101));
  // Control characters (here a NUL) are dropped from the keyword before it names anything.
  await page.goto("/search?q=powai%00%0A");
  await expect(page).toHaveTitle("Search results for “powai” | Workbay");
});

test("the home page's search form still goes to the city's rooms", async ({ page }) => {
  const date = addDays(istToday(), 3);
  await page.goto(`/search?city=mumbai&date=${date}`);
  await expect(page).toHaveURL(new RegExp(`/mumbai/meeting-rooms\\?date=${date}$`));
  // A date outside the window is dropped: the list shows its own default date (decision 0039).
  await page.goto("/search?city=mumbai&date=2030-01-01");
  await expect(page).toHaveURL(/\/mumbai\/meeting-rooms$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's search is a plain GET form to a server-rendered results page", async ({ page }) => {
    await page.goto("/");
    // Without JavaScript the box stays the plain search box of a GET form.
    const box = page.getByRole("banner").getByRole("searchbox", { name: "Search by locality, centre or room" });
    await box.fill("Koramangala");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=Koramangala$/);
    await expect(page.getByRole("link", { name: /^Koramangala Locality/ })).toBeVisible();
    await page.getByRole("link", { name: /^Koramangala Forum Centre/ }).click();
    await expect(page).toHaveURL(/\/bengaluru\/meeting-rooms\?near=Koramangala\+Forum/);
  });

  test("the home page's search box is a plain GET form too", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("search", { name: "Search spaces" }).getByRole("searchbox", { name: "Search by locality, centre or room" });
    await box.fill("Bombay");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=Bombay$/);
    await expect(page.getByRole("link", { name: /^Mumbai City/ })).toBeVisible();
  });
});

test.describe("Near me", () => {
  test.describe("with the location allowed", () => {
    // Pune's Shivajinagar.
    test.use({ geolocation: { latitude: 18.5308, longitude: 73.8475 }, permissions: ["geolocation"] });

    test("sorts the city's rooms by distance from the visitor", async ({ page }) => {
      await gotoHydrated(page, "/pune/meeting-rooms");
      await page.getByRole("button", { name: "Near me" }).click();
      await expect(page).toHaveURL(/near=your\+location&lat=18\.53\d*&lng=73\.8\d*&sort=distance/);
      await expect(page.getByTestId("near-status")).toContainText("Sorted by distance from your location");
      await expect
        .poll(async () => {
          const km = await shownDistances(page, /km from you$/);
          return km.length > 1 && km.every((d, i) => i === 0 || km[i - 1]! <= d);
        })
        .toBe(true);
    });
  });

  test.describe("on a current-city page", () => {
    // Pune's Shivajinagar again.
    test.use({ geolocation: { latitude: 18.5308, longitude: 73.8475 }, permissions: ["geolocation"] });

    test("picks the visitor's city too, nearest first (the city switcher asks for no location of its own)", async ({ page }) => {
      // Bengaluru chosen earlier: the stored city wins over the location until the visitor asks.
      await gotoHydrated(page, "/bengaluru/meeting-rooms");
      await gotoHydrated(page, "/meeting-rooms");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Bengaluru");
      await expect(page.getByRole("button", { name: "Use my location" })).toHaveCount(0);
      await page.getByRole("button", { name: "Near me" }).click();
      await expect(page).toHaveURL(/\/meeting-rooms\?city=pune&.*near=your\+location&lat=18\.53\d*&lng=73\.8\d*&sort=distance/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Pune");
      await expect(page.getByTestId("near-status")).toContainText("Sorted by distance from your location");
      // The city is the visitor's from now on.
      await gotoHydrated(page, "/meeting-rooms");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Pune");
    });
  });

  test("says so plainly when the location is refused", async ({ page, context }) => {
    await context.clearPermissions();
    await gotoHydrated(page, "/pune/meeting-rooms");
    await page.getByRole("button", { name: "Near me" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "We could not get your location" })).toBeVisible();
    await expect(page).toHaveURL(/\/pune\/meeting-rooms$/);
  });
});

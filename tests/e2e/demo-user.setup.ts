import { expect, test as setup } from "@playwright/test";
import { DEMO_USER, DEMO_USER_STATE, logInThroughApi } from "./support/session";

// Runs once before the browser projects (playwright.config.ts): the journeys that start signed in
// as the demo user share this one session instead of each solving the human check and logging in.
setup("sign the demo user in once for the run", async ({ request }) => {
  await logInThroughApi(request, DEMO_USER);
  const session = await request.get("/passy/v1/session");
  expect((await session.json()).data.logged_in).toBe(true);
  await request.storageState({ path: DEMO_USER_STATE });
});

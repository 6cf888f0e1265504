import { prepareTestTemplates } from "@workbay/db/testing/open-test-database";
import { demoDataContents, TEST_NOW } from "./helper";

/** Vitest's global setup: the test databases' templates, made once before the test files start. */
export default async function setup(): Promise<void> {
  await prepareTestTemplates([demoDataContents(TEST_NOW)]);
}

import base from "./playwright.config";
export default { ...base, testDir: "/work/wt/signup/tests/e2e", webServer: { ...(base.webServer as object), timeout: 900_000, cwd: "/work/wt/signup" } };

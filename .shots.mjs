import { chromium, request } from "@playwright/test";
const base = "http://localhost:4113";
const api = await request.newContext({ baseURL: base });
const email = "ops@workbay.in";
const login = await api.post("/backoffice-service/api/v1/auth/login", { data: { email, password: "Workbay2026" } });
const challenge = (await login.json()).data.challenge;
await new Promise((r) => setTimeout(r, 1500));
const mail = await (await api.get("/dev/mailbox.json")).json();
const code = mail.find((m) => m.to === email).text.match(/\b(\d{6})\b/)[1];
const verify = await api.post("/backoffice-service/api/v1/auth/verify", { data: { challenge, code } });
if (verify.status() !== 200) throw new Error(await verify.text());
const state = await api.storageState();
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const [w, h] of [[1440, 900], [390, 844]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, storageState: state });
  const page = await ctx.newPage();
  for (const [name, path] of [["centres", "/backoffice/catalogue/centres"], ["centre", "/backoffice/catalogue/centres/1"], ["menu", "/backoffice/catalogue/centres/1/menu"]]) {
    await page.goto(base + path);
    await page.screenshot({ path: `/tmp/cat-shots/${name}-${w}.png`, fullPage: true });
  }
  await ctx.close();
}
await browser.close();

// The operator console tests' shared setup: signing an operator in (password, then the e-mailed
// code) and calls made as them, with their session cookie and, for changes, their CSRF token.
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { DEMO_OPERATOR_PASSWORD } from "@workbay/demo-seed/demo-operators";
import { cookieMap, latestOtpTo } from "./account-helpers";

export const CONSOLE_API = "/backoffice-service/api/v1";

/** A signed-in operator: the session cookie to send, the CSRF token for changes, and the session cookie's attributes. */
export type Signed = { cookie: string; csrf: string; token: ReturnType<typeof cookieMap>[string] | undefined };

export async function signInOperator(app: FastifyInstance, email: string, password: string = DEMO_OPERATOR_PASSWORD): Promise<Signed> {
  const login = await app.inject({ method: "POST", url: `${CONSOLE_API}/auth/login`, payload: { email, password } });
  expect(login.statusCode, login.body).toBe(200);
  const code = await latestOtpTo(app, email);
  const verify = await app.inject({
    method: "POST",
    url: `${CONSOLE_API}/auth/verify`,
    payload: { challenge: login.json().data.challenge, code },
  });
  expect(verify.statusCode, verify.body).toBe(200);
  const token = cookieMap(verify).opToken;
  return { cookie: `opToken=${token?.value}`, csrf: verify.json().data.csrf_token, token };
}

/** Reads and changes as an operator (or anonymously); `app` is read at each call (it is built in beforeAll). */
export function consoleCalls(app: () => FastifyInstance) {
  const get = (who: Signed | undefined, url: string) => app().inject({ method: "GET", url, headers: who ? { cookie: who.cookie } : {} });
  const send = (who: Signed | undefined, method: "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    app().inject({ method, url, payload: payload as object, headers: who ? { cookie: who.cookie, "x-csrf-token": who.csrf } : {} });
  return { get, send };
}

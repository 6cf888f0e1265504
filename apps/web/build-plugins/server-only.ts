/**
 * Code that must never reach a browser: the API, the database layer and the demo seed, the web
 * app's `*.server.*` modules, and the libraries only the server uses (the API's, the database's
 * and the invoices' number-to-words). The build fails when a client chunk holds one
 * (client-bundle-report.ts), and `apps/web/test/js-budget.test.ts` checks the built chunks again.
 */
const SERVER_ONLY: RegExp[] = [
  /(^|\/)apps\/api\//,
  /(^|\/)packages\/(db|demo-seed)\//,
  /\.server\.[cm]?[jt]sx?$/,
  /(^|\/)node_modules\/(@aws-sdk|@fastify|@opentelemetry|@react-router\/node|@electric-sql|altcha-lib|argon2|country-state-city|drizzle-orm|fast-json-stringify|fastify[^/]*|ics|ioredis|jose|nodemailer|pdfkit|pg|pino[^/]*|prom-client|razorpay|sharp|to-words)\//,
];

/** The rule a module id (relative to the repository) breaks, or undefined. */
export function serverOnlyRule(moduleId: string): string | undefined {
  const file = moduleId.split("?")[0]!;
  return SERVER_ONLY.find((rule) => rule.test(file))?.source;
}

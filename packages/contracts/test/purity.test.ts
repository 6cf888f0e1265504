// Contracts reach the browser: they hold schemas and types, and nothing in them (or in what they
// import) runs on import beyond schema construction (issue 14, docs/decisions/0032). This walks
// the value imports of every contracts module and fails on a module or package outside the lists
// below, and on a top-level `new` (a converter, a formatter, a client) in any module reached.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** Packages a contract may reach: schemas, and the small pure helpers the domain rules use. */
const ALLOWED_PACKAGES = new Set(["zod", "date-fns", "libphonenumber-js/min"]);
/** Domain modules a contract may reach: rules and constants that do nothing on import. */
const PURE_DOMAIN = new Set([
  "billing-details",
  "booking-code",
  "bounding-box",
  "catalogue-rules",
  "cities",
  "company-details",
  "date-of-birth",
  "gst-state",
  "ist-date",
  "ist-deadline",
  "leads",
  "login-identifier",
  "payment-limits",
  "phone-number",
  "product-types",
  "profile-photo",
  "recurring-blocks",
  "row-id",
  "search",
  "slot-blocks",
  "slots",
  "utm",
  "validators",
  "voucher-rules",
]);
/** Built at top level without doing any work worth the name. */
const HARMLESS_CONSTRUCTORS = new Set(["Set", "Map", "RegExp"]);

type Reached = { file: string; from: string };

function resolve(specifier: string, from: string): string | undefined {
  if (specifier.startsWith("@workbay/")) {
    const [, pkg, ...rest] = specifier.split("/");
    return path.join(root, "packages", pkg!, "src", `${rest.join("/")}.ts`);
  }
  if (specifier.startsWith(".")) return path.resolve(path.dirname(from), specifier.replace(/\.js$/, "")).replace(/(\.ts)?$/, ".ts");
  return undefined;
}

/** The value (not type-only) import and re-export specifiers of a module. */
function valueImports(source: ts.SourceFile): string[] {
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly && ts.isStringLiteral(statement.moduleSpecifier)) {
      specifiers.push(statement.moduleSpecifier.text);
    }
    if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/** `new X(...)` evaluated on import: outside every function body. */
function topLevelConstructions(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isNewExpression(node)) {
      const name = node.expression.getText(source);
      if (!HARMLESS_CONSTRUCTORS.has(name))
        found.push(`new ${name} (line ${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function walkContracts() {
  const modules = new Map<string, Reached>();
  const packages: Reached[] = [];
  const sideEffects: string[] = [];
  const pending: Reached[] = readdirSync(path.join(root, "packages/contracts/src"))
    .filter((name) => name.endsWith(".ts"))
    .map((name) => ({ file: path.join(root, "packages/contracts/src", name), from: "(entry)" }));
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (modules.has(next.file)) continue;
    modules.set(next.file, next);
    const source = ts.createSourceFile(next.file, readFileSync(next.file, "utf8"), ts.ScriptTarget.Latest, true);
    for (const construction of topLevelConstructions(source)) sideEffects.push(`${path.relative(root, next.file)}: ${construction}`);
    for (const specifier of valueImports(source)) {
      const file = resolve(specifier, next.file);
      if (file) pending.push({ file, from: next.file });
      else packages.push({ file: specifier, from: next.file });
    }
  }
  return { modules, packages, sideEffects };
}

describe("contracts are pure", () => {
  const { modules, packages, sideEffects } = walkContracts();
  const rel = (file: string) => path.relative(root, file);

  it("reach only contracts and the listed pure domain modules", () => {
    const outside = [...modules.values()]
      .filter(({ file }) => {
        const relative = rel(file);
        if (relative.startsWith("packages/contracts/src/")) return false;
        const domain = /^packages\/domain\/src\/(.+)\.ts$/.exec(relative);
        return !domain || !PURE_DOMAIN.has(domain[1]!);
      })
      .map(({ file, from }) => `${rel(file)} (imported by ${rel(from)})`);
    expect(outside).toEqual([]);
  });

  it("reach only the listed packages", () => {
    const outside = packages
      .filter(({ file }) => !ALLOWED_PACKAGES.has(file))
      .map(({ file, from }) => `${file} (imported by ${rel(from)})`);
    expect(outside).toEqual([]);
  });

  it("construct nothing on import", () => {
    expect(sideEffects).toEqual([]);
  });

  it("the walk sees the whole graph (a sanity check of the check)", () => {
    expect(modules.size).toBeGreaterThan(20);
    expect([...modules.keys()].map(rel)).toContain("packages/domain/src/ist-date.ts");
  });
});

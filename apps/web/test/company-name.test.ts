import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContactDetails } from "../app/features/leads/contact-details";

describe("the company's name on the contact page", () => {
  // The footer, the legal texts and the invoices say Workbay Workspaces Private Limited
  // (decision 0020); the contact page's head office said "Workbay Spaces Pvt. Ltd.".
  it("is the legal name the footer and the invoices give", () => {
    const html = renderToStaticMarkup(createElement(ContactDetails));
    expect(html).toContain("Workbay Workspaces Private Limited<span><br/>4th Floor, Prestige Cube");
    expect(html).not.toContain("Workbay Spaces");
  });
});

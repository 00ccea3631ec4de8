// The error page's content: our fault, a retry, and a way to crisis help that works even when the
// support page is what failed (the numbers are on the page itself).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorNotice } from "./error-notice";

const render = (error: unknown) => renderToStaticMarkup(createElement(ErrorNotice, { error, retry: () => {} }));

describe("the error page", () => {
  it("says calmly what happened and offers a retry", () => {
    const html = render(new Error("boom"));
    expect(html).toContain("This page could not be loaded");
    expect(html).toContain("Something went wrong on our side, not yours.");
    expect(html).toMatch(/<button[^>]*>Try again<\/button>/);
    expect(html).not.toContain("boom");
  });

  it("links to the crisis resources and lists the phone lines", () => {
    const html = render(new Error("x"));
    expect(html).toContain('href="/support#crisis"');
    expect(html).toContain('href="tel:988"');
    expect(html).toContain('href="tel:116123"');
  });

  it("shows the server's error reference when there is one", () => {
    expect(render(Object.assign(new Error("x"), { digest: "4102937" }))).toContain("reference: 4102937");
    expect(render("not an error")).not.toContain("reference");
  });
});

// The error page's content: our fault, a retry, and a way to crisis help that works even when the
// support page is what failed (the numbers are on the page itself).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CrisisCountryProvider } from "@/components/safety/crisis-country";
import { ErrorNotice } from "./error-notice";

const render = (error: unknown, country?: string) => {
  const notice = createElement(ErrorNotice, { error, retry: () => {} });
  return renderToStaticMarkup(country ? createElement(CrisisCountryProvider, { country, children: notice }) : notice);
};

describe("the error page", () => {
  it("says calmly what happened and offers a retry", () => {
    const html = render(new Error("boom"));
    expect(html).toContain("This page could not be loaded");
    expect(html).toContain("Something went wrong on our side, not yours.");
    expect(html).toMatch(/<button[^>]*>Try again<\/button>/);
    expect(html).not.toContain("boom");
  });

  it("links to the crisis resources and lists the person's country's lines", () => {
    const us = render(new Error("x"), "US");
    expect(us).toContain('href="/support#crisis"');
    expect(us).toContain('href="tel:988"');
    expect(us).toContain('href="tel:911"');
    expect(render(new Error("x"), "GB")).toContain('href="tel:116123"');
  });

  it("points at the worldwide directory when no country is known", () => {
    expect(render(new Error("x"))).toContain('href="https://findahelpline.com"');
  });

  it("shows the server's error reference when there is one", () => {
    expect(render(Object.assign(new Error("x"), { digest: "4102937" }))).toContain("reference: 4102937");
    expect(render("not an error")).not.toContain("reference");
  });
});

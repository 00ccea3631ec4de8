// The preview's report link: the feedback address with the screen's path and the commit.
import { describe, expect, it } from "vitest";
import { reviewFeedbackHref } from "./review-feedback";

const SHA = "4f9c2d7e1b3a5c6d8e0f21436587a9bcdef01234";

describe("the report link", () => {
  it("fills the {path} and {commit} placeholders, encoded", () => {
    const template = "https://github.com/acme/erp/issues/new?title=Preview&body=Screen%3A%20{path}%0ACommit%3A%20{commit}";
    expect(reviewFeedbackHref(template, "/admin/users/7e0c", SHA)).toBe(
      `https://github.com/acme/erp/issues/new?title=Preview&body=Screen%3A%20%2Fadmin%2Fusers%2F7e0c%0ACommit%3A%20${SHA}`,
    );
  });

  it("adds path and commit as query parameters when the address has no placeholders", () => {
    expect(reviewFeedbackHref("https://forms.example/f/1?lang=en", "/journal", SHA)).toBe(`https://forms.example/f/1?lang=en&path=%2Fjournal&commit=${SHA}`);
  });

  it("sends the path only, never a query string or fragment that may hold a token", () => {
    expect(reviewFeedbackHref("https://forms.example/f?p={path}", "/verify-email?token=secret#x", SHA)).toBe("https://forms.example/f?p=%2Fverify-email");
    expect(reviewFeedbackHref("https://forms.example/f", "/verify-email?token=secret", SHA)).not.toContain("secret");
  });

  it("says 'unknown' when the deployment has no commit", () => {
    expect(reviewFeedbackHref("https://forms.example/f?c={commit}", "/home", null)).toBe("https://forms.example/f?c=unknown");
  });
});

// The crisis table: at least ten countries, each with its national line and emergency number as tel:
// links and a named source; "Other" falls back to the worldwide directory; the browser's language
// region picks the default.
import { describe, expect, it } from "vitest";
import { countryFromLanguages, CRISIS_COUNTRIES, crisisLinesFor, OTHER_COUNTRY, WORLDWIDE_DIRECTORY } from "./crisis-lines";

describe("crisis lines by country", () => {
  it("covers at least ten countries, each with a national line, an emergency number and a source", () => {
    expect(CRISIS_COUNTRIES.length).toBeGreaterThanOrEqual(10);
    for (const country of CRISIS_COUNTRIES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.lines.length).toBeGreaterThan(0);
      expect(country.whenHarmed.length, country.code).toBeGreaterThan(0);
      for (const line of [country.emergency, ...country.lines, ...country.whenHarmed]) expect(line.href).toMatch(/^tel:\+?\d{3,}$/);
      expect(country.source).toMatch(/^https:\/\//);
    }
    expect(new Set(CRISIS_COUNTRIES.map((c) => c.code)).size).toBe(CRISIS_COUNTRIES.length);
  });

  it("answers null for Other, so screens show the worldwide directory", () => {
    expect(crisisLinesFor(OTHER_COUNTRY)).toBeNull();
    expect(crisisLinesFor(null)).toBeNull();
    expect(WORLDWIDE_DIRECTORY.href).toBe("https://findahelpline.com");
  });

  it.each([
    ["en-GB", "GB"],
    ["en-US,en;q=0.9", "US"],
    ["fr-FR,fr;q=0.9,en;q=0.8", "FR"],
    ["de", OTHER_COUNTRY],
    ["en-ZZ, en-AU;q=0.5", "AU"],
    ["", OTHER_COUNTRY],
  ])("reads %j as %s", (languages, code) => {
    expect(countryFromLanguages(languages)).toBe(code);
  });

  it("reads navigator.languages lists too", () => {
    expect(countryFromLanguages(["nl-NL", "en-US"])).toBe("NL");
  });
});

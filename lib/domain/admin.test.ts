// Admin formatting and addresses: minutes from seconds, dates 'MMM d, yyyy', session counts, list links.
import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import { AdminUserListQuery, formatAdminDate, formatMinutes, sessionCountLabel } from "./admin";
import { adminListHref } from "./admin-list-href";

describe("admin formatting", () => {
  it("shows durations in minutes", () => {
    expect(formatMinutes(30)).toBe("0.5 minutes");
    expect(formatMinutes(60)).toBe("1 minute");
    expect(formatMinutes(90)).toBe("1.5 minutes");
    expect(formatMinutes(600)).toBe("10 minutes");
    expect(formatMinutes(0)).toBe("0 minutes");
  });

  it("formats dates like 'Jan 5, 2024'", () => {
    expect(formatAdminDate(new Date(2024, 0, 5, 12))).toBe("Jan 5, 2024");
    expect(formatAdminDate(new Date(2026, 11, 31, 23, 59))).toBe("Dec 31, 2026");
  });

  it("writes every day of a leap year as date-fns' 'MMM d, yyyy' does", () => {
    for (let day = 0; day < 366; day++) {
      const date = new Date(2028, 0, 1 + day, 9, 30);
      expect(formatAdminDate(date.toISOString())).toBe(format(date, "MMM d, yyyy"));
    }
  });

  it("counts sessions as 'N Sessions'", () => {
    expect(sessionCountLabel(0)).toBe("0 Sessions");
    expect(sessionCountLabel(1)).toBe("1 Session");
    expect(sessionCountLabel(1200)).toBe("1,200 Sessions");
  });

  it("builds list addresses without defaults", () => {
    expect(adminListHref({})).toBe("/admin");
    expect(adminListHref({ query: " ann ", status: "verified", page: 1 })).toBe("/admin?query=ann&status=verified");
    expect(adminListHref({ query: "a&b", page: 3 })).toBe("/admin?query=a%26b&page=3");
    expect(adminListHref({ sort: "newest", attention: false })).toBe("/admin");
    expect(adminListHref({ status: "verified", sort: "inactive", attention: true, page: 2 })).toBe("/admin?status=verified&attention=1&sort=inactive&page=2");
  });

  it("reads the order and the 'Needs attention' filter from the query (decision 047)", () => {
    expect(AdminUserListQuery.parse({})).toMatchObject({ sort: "newest", attention: false });
    expect(AdminUserListQuery.parse({ sort: "active", attention: "1" })).toMatchObject({ sort: "active", attention: true });
    expect(AdminUserListQuery.parse({ sort: "", attention: "0" })).toMatchObject({ sort: "newest", attention: false });
    expect(AdminUserListQuery.safeParse({ sort: "oldest" }).success).toBe(false);
    expect(AdminUserListQuery.safeParse({ attention: "yes" }).success).toBe(false);
  });

  it("takes attention as 1 or 0 only: true, false and an empty value answer 400 with the message that says so (decision 047)", () => {
    for (const attention of ["true", "false", "", "01", " 1"]) {
      const parsed = AdminUserListQuery.safeParse({ attention });
      expect(parsed.success, JSON.stringify(attention)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("attention must be 1 or 0");
    }
  });
});

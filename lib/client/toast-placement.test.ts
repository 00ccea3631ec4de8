import { describe, expect, it } from "vitest";
import { cornerBox, toastCorner } from "./toast-placement";

const screen = { width: 1280, height: 800 };
const size = { width: 420, height: 110 };
const HEADER = 64;

describe("where a toast goes on wide screens", () => {
  it("sits bottom-right when nothing is focused or the focused control is elsewhere", () => {
    expect(toastCorner(screen, size, null, HEADER)).toBe("bottom-right");
    expect(toastCorner(screen, size, { x: 100, y: 300, width: 200, height: 44 }, HEADER)).toBe("bottom-right");
  });

  it("moves to bottom-left when the control just used is in the bottom-right corner", () => {
    expect(toastCorner(screen, size, { x: 1100, y: 740, width: 120, height: 44 }, HEADER)).toBe("bottom-left");
  });

  it("moves below the header when the control spans the bottom (a wide text box)", () => {
    const box = { x: 64, y: 650, width: 1152, height: 144 };
    const corner = toastCorner(screen, size, box, HEADER);
    expect(corner).toBe("top-right");
    expect(cornerBox(corner, screen, size, HEADER)).toEqual({ x: 860, y: HEADER, width: 420, height: 110 });
  });

  it("keeps bottom-right when every corner is covered by the control anyway", () => {
    expect(toastCorner(screen, size, { x: 0, y: 0, width: 1280, height: 800 }, HEADER)).toBe("bottom-right");
  });

  it("treats touching edges as clear", () => {
    // The control ends exactly where the toast's box begins.
    expect(toastCorner(screen, size, { x: 700, y: 600, width: 160, height: 90 }, HEADER)).toBe("bottom-right");
  });
});

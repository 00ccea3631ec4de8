// Where a toast goes on wide screens (decision 024): the bottom-right corner unless that would cover the
// control just used, then the first corner that keeps clear of it. Top corners sit below the fixed
// header, so a toast never covers its help link. Pure, so it is tested without a browser.

export type ToastCorner = "bottom-right" | "bottom-left" | "top-right" | "top-left";

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const TOAST_CORNERS: readonly ToastCorner[] = ["bottom-right", "bottom-left", "top-right", "top-left"];

/** The box a toast of `size` takes in `corner` of a window of `screen`, below a header of `headerHeight`. */
export function cornerBox(corner: ToastCorner, screen: { width: number; height: number }, size: { width: number; height: number }, headerHeight: number): Box {
  const x = corner.endsWith("right") ? screen.width - size.width : 0;
  const y = corner.startsWith("bottom") ? screen.height - size.height : headerHeight;
  return { x, y, width: size.width, height: size.height };
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The first corner whose box keeps clear of `avoid`; bottom-right when nothing is in the way or nothing helps. */
export function toastCorner(screen: { width: number; height: number }, size: { width: number; height: number }, avoid: Box | null, headerHeight: number): ToastCorner {
  if (!avoid || avoid.width === 0 || avoid.height === 0) return "bottom-right";
  return TOAST_CORNERS.find((c) => !overlaps(cornerBox(c, screen, size, headerHeight), avoid)) ?? "bottom-right";
}

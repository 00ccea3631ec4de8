// Every link between the app's own pages. Next prefetches each link that comes into view, but every
// page here is rendered per request and has no loading boundary, so a prefetch brought only the
// layout the browser already had: two requests per link, each a server render with its session
// check, about a dozen per page view, and their answers processed on the phone's main thread while
// the page was still settling (decision 059). Without it a page is asked for once, when it is chosen.
import NextLink from "next/link";
import type { ComponentProps } from "react";

export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}

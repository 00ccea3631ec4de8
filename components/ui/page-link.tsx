// A 'Newer' / 'Older' (or 'Previous' / 'Next') link of a paged list: a link while there is a page
// that way, else the same button shape marked aria-disabled, so the row never shifts.
import { Link } from "@/components/ui/link";
import { buttonClass } from "./button";

export function PageLink({ href, disabled, children, keepScroll = false }: { href: string; disabled: boolean; children: string; keepScroll?: boolean }) {
  if (disabled) {
    return (
      <span aria-disabled="true" className={buttonClass("secondary", "cursor-not-allowed opacity-50")}>
        {children}
      </span>
    );
  }
  return (
    <Link href={href} scroll={keepScroll ? false : undefined} className={buttonClass("secondary")}>
      {children}
    </Link>
  );
}

// The weekly check-in on /home: open, or when it opens next (it is never offered on demand).
import { LinkCard } from "@/components/dashboard/link-card";
import { LocalDate } from "@/components/erp/local-date";

export function CheckInCard({ due, nextDueAt, answeredBefore }: { due: boolean; nextDueAt: string; answeredBefore: boolean }) {
  return due ? (
    <LinkCard href="/check-in" title="Weekly check-in" cta="Answer this week's check-in">
      {answeredBefore ? "This week's check-in is open: " : "A short weekly look back: "}five questions about the past week, about a minute.
    </LinkCard>
  ) : (
    <LinkCard href="/check-in" title="Weekly check-in" cta="See your weeks">
      Answered for this week. The next one opens on <LocalDate iso={nextDueAt} format="day" />.
    </LinkCard>
  );
}

// One AI reflection on a thought: the thinking trap, the reframe, one step to try and a kinder thought;
// or crisis resources instead when the thought signals risk. No hooks: renders on server or client. On
// /home a phone shows the reframe's first sentences and 'Read more' (the state lives with the caller).
import type { ReactNode } from "react";
import { crisisFirstStep } from "@/lib/domain/crisis";
import type { AiResponse } from "@/lib/domain/thoughts";
import { splitSentences } from "@/lib/domain/text";
import { CrisisPanel } from "./crisis-panel";

/** Sentences of the reframe a phone shows before 'Read more'. */
const PHONE_SENTENCES = 2;

/** On phones (below 768 px): the first sentences only, until the person asks for the rest. */
export interface PhoneSummary {
  expanded: boolean;
  onToggle: () => void;
}

export function AiResponseView({
  response,
  urgent = false,
  compact = false,
  phone,
}: {
  response: AiResponse;
  urgent?: boolean;
  /** Only the reframe (lists); the rest stays one click away. */
  compact?: boolean;
  phone?: PhoneSummary;
}) {
  if (response.crisis) return <CrisisPanel urgent={urgent} beingHarmed={response.being_harmed} firstStep={crisisFirstStep(response.coping_strategy)} />;
  const { first, rest } = splitSentences(response.reframe, PHONE_SENTENCES);
  // Hidden by CSS on narrow screens only: wide screens always show everything.
  const folded = phone && !phone.expanded ? "max-md:hidden" : "";
  return (
    <div className="grid gap-4 text-sm leading-6 text-slate-800" data-testid="ai-response">
      <p className="flex flex-wrap gap-2">
        <span className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-900 ring-1 ring-brand-200">
          <span className="sr-only">Thinking pattern: </span>
          {response.distortion_type}
        </span>
        {response.ocd_pattern && response.ocd_pattern !== response.distortion_type && (
          <span className="rounded-full bg-slate-100 px-3 py-1 text-slate-800 ring-1 ring-slate-200">
            <span className="sr-only">OCD pattern: </span>
            {response.ocd_pattern}
          </span>
        )}
      </p>
      <Section title="Reframe">
        {phone ? (
          <>
            {first}
            {rest && <span className={folded}>{rest}</span>}
          </>
        ) : (
          response.reframe
        )}
      </Section>
      {!compact && (
        <div id={phone ? "latest-answer-more" : undefined} className={`grid gap-4 ${folded}`}>
          <AiResponseDetails response={response} />
        </div>
      )}
      {phone && (
        <button
          type="button"
          onClick={phone.onToggle}
          aria-expanded={phone.expanded}
          aria-controls="latest-answer-more"
          className="inline-flex min-h-11 items-center justify-self-start rounded-md font-semibold text-brand-800 underline-offset-4 hover:underline md:hidden"
        >
          {phone.expanded ? "Show less" : "Read more"}
        </button>
      )}
    </div>
  );
}

/** The coping step and the reframed thought: shown under the reframe, or behind "More" in lists. */
export function AiResponseDetails({ response }: { response: AiResponse }) {
  return (
    <>
      <Section title="Something to try">{response.coping_strategy}</Section>
      <div>
        <h3 className="font-semibold text-slate-900">Another way to hold this thought</h3>
        <blockquote className="mt-1 border-l-4 border-brand-600 pl-3 italic text-slate-800">{response.reframed_thought}</blockquote>
      </div>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p className="mt-1">{children}</p>
    </div>
  );
}

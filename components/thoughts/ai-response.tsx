// One AI reflection on a thought: the thinking trap, the reframe, one step to try and a kinder thought;
// or crisis resources instead when the thought signals risk. No hooks: renders on server or client.
import type { AiResponse } from "@/lib/domain/thoughts";
import { CrisisPanel } from "./crisis-panel";

export function AiResponseView({
  response,
  urgent = false,
  compact = false,
}: {
  response: AiResponse;
  urgent?: boolean;
  /** Only the reframe (lists); the rest stays one click away. */
  compact?: boolean;
}) {
  if (response.crisis) return <CrisisPanel urgent={urgent} />;
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
        {response.reframe}
      </Section>
      {!compact && <AiResponseDetails response={response} />}
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

function Section({ title, children }: { title: string; children: string }) {
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p className="mt-1">{children}</p>
    </div>
  );
}

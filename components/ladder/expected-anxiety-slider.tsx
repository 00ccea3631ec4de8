// The expected anxiety of a ladder step, 0-10 on the app's one anxiety scale (lib/domain/anxiety-scale):
// the same band words and colours as the anxiety slider, with 0 for none; always a number and a word.
import { BAND_PILL } from "@/components/ui/anxiety-bands";
import { ZeroToTenSlider } from "@/components/ui/zero-to-ten-slider";
import { expectedAnxietyBand, expectedAnxietyLabel } from "@/lib/domain/ladder";

export function ExpectedAnxietyPill({ value, className = "" }: { value: number; className?: string }) {
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${BAND_PILL[expectedAnxietyBand(value)]} ${className}`}>
      {value}/10 · {expectedAnxietyLabel(value)}
    </span>
  );
}

export function ExpectedAnxietySlider({ label, value, onChange }: { label: string; value: number; onChange: (v: number) => void }) {
  return <ZeroToTenSlider label={label} value={value} onChange={onChange} word={expectedAnxietyLabel} pill={<ExpectedAnxietyPill value={value} />} zeroLabel="None" />;
}

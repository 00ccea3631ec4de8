// The urge, 0-10, on the app's one anxiety scale (lib/domain/anxiety-scale): the same band words and
// colours as the anxiety slider, with 0 for no urge; the value is always a number and a word.
import { BAND_PILL } from "@/components/ui/anxiety-bands";
import { ZeroToTenSlider } from "@/components/ui/zero-to-ten-slider";
import { urgeBand, urgeLabel } from "@/lib/domain/compulsion-log";

export function UrgeSlider({ label, value, onChange }: { label: string; value: number; onChange: (v: number) => void }) {
  const pill = (
    <span className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${BAND_PILL[urgeBand(value)]}`}>
      {value}/10 · {urgeLabel(value)}
    </span>
  );
  return <ZeroToTenSlider label={label} value={value} onChange={onChange} word={urgeLabel} pill={pill} zeroLabel="No urge" />;
}

// Colours of the five anxiety bands (docs/spec.md §9). Always paired with the band's word and number,
// so colour is never the only signal; pill text meets 4.5:1 on its tint.
export const BAND_STRIP = ["bg-emerald-500", "bg-lime-500", "bg-amber-400", "bg-orange-500", "bg-rose-500"] as const;
export const BAND_PILL = [
  "bg-emerald-100 text-emerald-900 ring-emerald-300",
  "bg-lime-100 text-lime-900 ring-lime-300",
  "bg-amber-100 text-amber-900 ring-amber-300",
  "bg-orange-100 text-orange-900 ring-orange-300",
  "bg-rose-100 text-rose-900 ring-rose-300",
] as const;

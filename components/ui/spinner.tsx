// A small rotating indicator; pass a label when it stands alone so screen readers announce it.
export function Spinner({ label, className = "h-4 w-4" }: { label?: string; className?: string }) {
  return (
    <span role={label ? "status" : undefined} className="inline-flex items-center">
      <svg aria-hidden="true" className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

/** A 20 px line icon drawn from one SVG path in a 24 x 24 box, in the current text colour. */
export function StrokeIcon({ path, className }: { path: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.3"
      className={className}
    >
      <path d={path} />
    </svg>
  );
}

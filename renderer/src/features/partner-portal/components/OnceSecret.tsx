/** A secret shown once after it was made: selectable, never stored by the page. */
export function OnceSecret({ label, secret }: { label: string; secret: string }) {
  return (
    <div role="status" className="rounded-lg border border-gold/60 bg-ink p-3">
      <p className="text-sm text-sand">{label}</p>
      <code data-testid="once-secret" dir="ltr" className="mt-1 block break-all text-gold">
        {secret}
      </code>
    </div>
  );
}

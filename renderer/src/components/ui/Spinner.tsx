export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="flex items-center justify-center p-8">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-gold/30 border-t-gold" />
    </div>
  );
}

import type { ReactNode } from 'react';

/** The banner that opens most pages. */
export function PageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden border-b border-line bg-gradient-to-b from-dusk to-ink px-4 py-16 text-center sm:py-24">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgba(227,181,72,0.15),transparent_50%),radial-gradient(circle_at_70%_80%,rgba(79,124,240,0.15),transparent_50%)]"
      />
      <div className="relative mx-auto max-w-4xl">
        {eyebrow && (
          <p className="mb-3 font-arabic text-sm tracking-[0.3em] text-pearl uppercase">
            {eyebrow}
          </p>
        )}
        <h1 className="hero-title font-display text-5xl tracking-wide text-gold sm:text-7xl">
          {title}
        </h1>
        {children && <div className="mt-6 text-lg text-mist">{children}</div>}
      </div>
    </section>
  );
}

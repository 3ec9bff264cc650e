import type { ReactNode } from 'react';

/** The framed card the sign-in and sign-up pages share. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden px-4 py-12 sm:py-20">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_20%_10%,rgba(195,177,240,0.12),transparent_45%),radial-gradient(circle_at_80%_90%,rgba(227,181,72,0.12),transparent_45%)]"
      />
      <div className="relative mx-auto w-full max-w-md rounded-2xl border border-gold/25 bg-night/90 p-6 shadow-2xl sm:p-8">
        <h1 className="text-center font-display text-4xl tracking-wide text-gold sm:text-5xl">
          {title}
        </h1>
        <p className="mt-2 mb-8 text-center text-mist">{subtitle}</p>
        {children}
      </div>
    </section>
  );
}

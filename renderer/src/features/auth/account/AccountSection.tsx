import type { ReactNode } from 'react';

/** One titled card of the profile's account settings. */
export function AccountSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-night p-6"
    >
      <h2 id={`${id}-heading`} className="font-display text-3xl tracking-wide text-gold">
        {title}
      </h2>
      {intro && <p className="text-mist">{intro}</p>}
      {children}
    </section>
  );
}

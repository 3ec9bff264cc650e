import { NavLink } from '../../lib/links';

/** The pill links between a staff or partner area's sections (`/admin/members`, `/partner/keys`). */
export function SectionNav<S extends string>({
  label,
  base,
  sections,
  text,
}: {
  label: string;
  base: string;
  sections: readonly S[];
  text: (section: S) => string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {sections.map((section) => (
          <li key={section}>
            <NavLink
              to={`${base}/${section}`}
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center rounded-full border px-4 font-semibold ${
                  isActive
                    ? 'border-gold bg-gold text-ink'
                    : 'border-line text-mist hover:border-gold/60 hover:text-sand'
                }`
              }
            >
              {text(section)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

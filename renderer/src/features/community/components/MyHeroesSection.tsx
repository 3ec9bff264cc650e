import type { HeroStatus } from '@shared/enums';
import { useEdition, useTranslation } from '../../../lib/i18n';
import { LOCALES } from '../../../lib/i18n/format';
import { ACCOUNT_NS } from '../../../lib/i18n/namespaces/account';
import { useMyHeroes } from '../api/heroes.api';

/** How each state reads: held, public, refused (with staff's reason), taken down. */
const STATE_STYLE: Record<HeroStatus, string> = {
  PENDING: 'bg-gold/15 text-gold',
  APPROVED: 'bg-emerald-500/15 text-emerald-300',
  REJECTED: 'bg-danger/15 text-danger',
  HIDDEN: 'bg-danger/15 text-danger',
};

/** The profile's list of the heroes this account submitted, with their state. */
export function MyHeroesSection() {
  const { t } = useTranslation(ACCOUNT_NS);
  const edition = useEdition();
  const heroes = useMyHeroes();
  const day = new Intl.DateTimeFormat(LOCALES[edition], { dateStyle: 'medium' });
  return (
    <section
      aria-labelledby="my-heroes-heading"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-night p-6"
    >
      <h2 id="my-heroes-heading" className="font-display text-3xl tracking-wide text-gold">
        {t('myHeroes.heading')}
      </h2>
      <p className="text-mist">{t('myHeroes.intro')}</p>
      {heroes.isLoading && (
        <p role="status" className="text-mist">
          {t('myHeroes.loading')}
        </p>
      )}
      {heroes.isError && <p className="text-danger">{t('myHeroes.loadFailed')}</p>}
      {heroes.data && !heroes.data.length && <p className="text-mist">{t('myHeroes.none')}</p>}
      {!!heroes.data?.length && (
        <ul className="flex flex-col gap-3" aria-label={t('myHeroes.heading')}>
          {heroes.data.map((hero) => (
            <li key={hero.id} className="flex flex-col gap-2 rounded-xl border border-line p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-bold text-sand">
                  <bdi>{hero.name}</bdi>
                </p>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_STYLE[hero.status]}`}
                >
                  {t(`myHeroes.states.${hero.status}`)}
                </span>
              </div>
              <p className="text-sm text-mist">
                {t('myHeroes.submitted', { date: day.format(new Date(hero.createdAt)) })}
              </p>
              {hero.reason && (
                <p className="text-sm">
                  <span className="font-semibold text-sand">{t('myHeroes.reason')} </span>
                  <bdi>{hero.reason}</bdi>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

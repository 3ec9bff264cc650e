import { HERO_ELEMENTS, type HeroElement } from '@shared/enums';
import { useState } from 'react';
import { useToast } from '../../../components/toast/toast.atoms';
import { useTranslation } from '../../../lib/i18n';
import { HEROES_NS } from '../../../lib/i18n/namespaces/heroes';
import { useHeroes, useReportHero } from '../api/heroes.api';

/** Reports one hero to the moderators; once reported, says so instead. */
function ReportButton({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation(HEROES_NS);
  const { t: common } = useTranslation();
  const { toast } = useToast();
  const report = useReportHero();
  const [reported, setReported] = useState(false);
  if (reported) {
    return <span className="text-xs text-mist">{t('reported')}</span>;
  }
  return (
    <button
      type="button"
      className="text-xs text-mist underline underline-offset-2 hover:text-sand disabled:opacity-60"
      aria-label={t('reportLabel', { name })}
      disabled={report.isPending}
      onClick={() =>
        report.mutate(id, {
          onSuccess: () => {
            setReported(true);
            toast({ title: t('reported'), description: t('reportedText') });
          },
          onError: () =>
            toast({
              title: common('common.error'),
              description: t('reportFailed'),
              variant: 'destructive',
            }),
        })
      }
    >
      {t('report')}
    </button>
  );
}

/** Heroes the community has created, newest as the server orders them. */
export function HeroList() {
  const { t } = useTranslation();
  const heroes = useHeroes();
  return (
    <section aria-labelledby="hero-list-heading" className="flex flex-col gap-4">
      <h3 id="hero-list-heading" className="text-lg font-bold text-sand">
        {t('community.heroes')}
      </h3>
      {heroes.isLoading ? (
        <p role="status" className="text-mist">
          {t('community.loadingHeroes')}
        </p>
      ) : !heroes.data?.length ? (
        <p className="text-mist">{t('community.noHeroes')}</p>
      ) : (
        <ul
          className="flex max-h-[28rem] flex-col gap-3 overflow-y-auto pe-1"
          aria-label={t('community.heroes')}
        >
          {heroes.data.map((hero) => (
            <li key={hero.id} className="rounded-xl border border-line bg-ink/60 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-bold text-sand">
                  <bdi>{hero.name}</bdi>
                </p>
                <span className="rounded-full bg-gold/15 px-2.5 py-0.5 text-xs font-semibold text-gold">
                  {isHeroElement(hero.element)
                    ? t(`community.elements.${hero.element}`)
                    : hero.element}
                </span>
              </div>
              <p dir="auto" className="mt-2 text-sm break-words text-mist">
                {hero.origin}
              </p>
              <div className="mt-2 flex justify-end">
                <ReportButton id={hero.id} name={hero.name} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const isHeroElement = (value: string): value is HeroElement =>
  (HERO_ELEMENTS as readonly string[]).includes(value);

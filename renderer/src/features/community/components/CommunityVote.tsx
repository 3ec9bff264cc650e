import { useEdition, useTranslation } from '../../../lib/i18n';
import { formatPercent } from '../../../lib/i18n/format';
import { GUARDIAN_POLL_ID } from '@shared/constants';
import { useWatch } from 'react-hook-form';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useToast } from '../../../components/toast/toast.atoms';
import { Button } from '../../../components/ui/Button';
import { useCastVote, useMyVote, useVoteTally } from '../api/votes.api';
import { GUARDIAN_OPTIONS, votePercentages } from '../vote-percentages';

// The page opens without the schema library: it loads with the first check.
const voteSchema = async () => (await import('@shared/schemas/community.schemas')).voteSchema;

export function CommunityVote() {
  const { t } = useTranslation();
  const language = useEdition();
  const tally = useVoteTally();
  const castVote = useCastVote();
  const myVote = useMyVote().data?.option;
  const { toast } = useToast();
  const { register, handleSubmit, reset, control } = useZodForm(voteSchema, {
    defaultValues: { pollId: GUARDIAN_POLL_ID, option: '' },
  });
  const chosen = useWatch({ control, name: 'option' });
  const shares = votePercentages(tally.data ?? []);

  const onSubmit = handleSubmit(
    (values) =>
      castVote.mutate(values, {
        onSuccess: () => {
          toast({
            title: t('community.voted'),
            description: t('community.votedText'),
          });
          reset({ pollId: GUARDIAN_POLL_ID, option: '' });
        },
        onError: () =>
          toast({
            title: t('common.error'),
            description: t('community.voteFailed'),
            variant: 'destructive',
          }),
      }),
    () =>
      toast({
        title: t('community.chooseTitle'),
        description: t('community.chooseText'),
        variant: 'destructive',
      }),
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('community.voteForm')}
      className="flex flex-col gap-4"
    >
      <fieldset className="flex flex-col gap-3" disabled={castVote.isPending}>
        <legend className="mb-3 text-sand">{t('community.question')}</legend>
        {GUARDIAN_OPTIONS.map((option) => {
          const share = shares[option.value] ?? 0;
          const id = `vote-${option.value}`;
          return (
            <div
              key={option.value}
              className={`relative overflow-hidden rounded-xl border px-4 py-3 ${
                chosen === option.value ? 'border-gold' : 'border-line'
              }`}
            >
              <div
                aria-hidden="true"
                className="absolute inset-y-0 start-0 bg-gold/10 transition-[width] duration-500"
                style={{ width: `${share}%` }}
              />
              <div className="relative flex items-center justify-between gap-3">
                <label
                  htmlFor={id}
                  className="flex min-h-6 flex-1 cursor-pointer items-center gap-3 text-sand"
                >
                  <input
                    id={id}
                    type="radio"
                    value={option.value}
                    aria-describedby={`${id}-share`}
                    className="h-5 w-5 accent-[#e3b548]"
                    {...register('option')}
                  />
                  {t(`community.options.${option.value}`)}
                </label>
                <span
                  id={`${id}-share`}
                  data-testid={`${id}-share`}
                  className="font-bold text-gold"
                >
                  {formatPercent(share, language)}
                </span>
              </div>
            </div>
          );
        })}
      </fieldset>
      {myVote && (
        <p role="status" className="text-sand" data-testid="my-vote">
          {t('community.youVoted', { option: t(`community.options.${myVote}`) })}
        </p>
      )}
      <Button type="submit" disabled={castVote.isPending}>
        {castVote.isPending ? t('community.submitting') : t('community.submit')}
      </Button>
    </form>
  );
}

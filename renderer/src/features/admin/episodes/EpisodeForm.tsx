import { TIERS, type Tier } from '@shared/enums';
import type { EditorEpisode, EpisodeDraft } from '@shared/schemas/admin-episodes.schemas';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/Field';
import { errorText } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { ADMIN_NS } from '../../../lib/i18n/namespaces/admin';
import { TIME_ZONES, isoToZoned, zonedToIso } from './zoned-time';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The server's 400: its messages by field. */
const fieldErrors = (error: unknown): Record<string, string[]> => {
  try {
    return (
      (
        JSON.parse((error as { body?: string }).body ?? '{}') as {
          errors?: Record<string, string[]>;
        }
      ).errors ?? {}
    );
  } catch {
    return {};
  }
};

interface EpisodeFormProps {
  /** The episode edited; none: a new one (arc and number asked). */
  episode?: EditorEpisode;
  pending: boolean;
  error: unknown;
  onSubmit: (draft: EpisodeDraft) => void;
}

/** An episode's words in both languages, its tier and its release time in a chosen time zone. */
export function EpisodeForm({ episode, pending, error, onSubmit }: EpisodeFormProps) {
  const { t } = useTranslation(ADMIN_NS);
  const zones = [...new Set([browserZone(), ...TIME_ZONES])];
  const [zone, setZone] = useState(zones[0]);
  const [local, setLocal] = useState(
    episode?.releaseAt ? isoToZoned(episode.releaseAt, zones[0]) : '',
  );
  const errors = fieldErrors(error);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '');
    onSubmit({
      arc: episode?.arc ?? value('arc'),
      arcAr: value('arcAr'),
      number: episode?.number ?? Number(value('number')),
      title: value('title'),
      titleAr: value('titleAr'),
      description: value('description'),
      descriptionAr: value('descriptionAr'),
      requiredTier: value('requiredTier') as Tier,
      releaseAt: local ? (zonedToIso(local, zone) ?? local) : null,
    });
  };
  const changeZone = (next: string) => {
    // The same instant, shown in the other zone.
    const iso = local ? zonedToIso(local, zone) : null;
    setZone(next);
    if (iso) setLocal(isoToZoned(iso, next));
  };
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
      {!episode && (
        <>
          <TextField name="arc" label={t('episodes.arc')} error={errors.arc?.[0]} required />
          <TextField
            name="number"
            type="number"
            min={1}
            max={999}
            label={t('episodes.number')}
            error={errors.number?.[0]}
            required
          />
        </>
      )}
      <TextField
        name="arcAr"
        dir="rtl"
        lang="ar"
        label={t('episodes.arcAr')}
        defaultValue={episode?.arcAr ?? ''}
        error={errors.arcAr?.[0]}
      />
      <TextField
        name="title"
        label={t('episodes.titleEn')}
        defaultValue={episode?.title}
        error={errors.title?.[0]}
      />
      <TextField
        name="titleAr"
        dir="rtl"
        lang="ar"
        label={t('episodes.titleAr')}
        defaultValue={episode?.titleAr ?? ''}
        error={errors.titleAr?.[0]}
      />
      <TextAreaField
        name="description"
        label={t('episodes.descriptionEn')}
        defaultValue={episode?.description ?? ''}
        error={errors.description?.[0]}
      />
      <TextAreaField
        name="descriptionAr"
        dir="rtl"
        lang="ar"
        label={t('episodes.descriptionAr')}
        defaultValue={episode?.descriptionAr ?? ''}
        error={errors.descriptionAr?.[0]}
      />
      <SelectField
        name="requiredTier"
        label={t('episodes.tier')}
        defaultValue={episode?.requiredTier ?? 'FREE'}
        options={TIERS.map((tier) => ({ value: tier, label: tier }))}
        error={errors.requiredTier?.[0]}
      />
      <div className="grid grid-cols-2 gap-2">
        <TextField
          name="releaseLocal"
          type="datetime-local"
          label={t('episodes.releaseAt')}
          value={local}
          onChange={(event) => setLocal(event.target.value)}
          error={errors.releaseAt?.[0]}
        />
        <SelectField
          name="zone"
          label={t('episodes.zone')}
          value={zone}
          onChange={(event) => changeZone(event.target.value)}
          options={zones.map((name) => ({ value: name, label: name }))}
        />
      </div>
      {error != null && (
        <p role="alert" className="text-danger sm:col-span-2">
          {errorText(error, t('episodes.failed'))}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {episode ? t('episodes.save') : t('episodes.create')}
        </Button>
      </div>
    </form>
  );
}

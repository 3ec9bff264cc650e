import { PREVIEW_AUDIENCES } from '@shared/schemas/admin-episodes.schemas';
import { useTranslation } from '../../../lib/i18n';
import { ADMIN_NS } from '../../../lib/i18n/namespaces/admin';
import { Link } from '../../../lib/links';

/** The links to preview an episode as each audience. */
export function PreviewLinks({ slug }: { slug: string }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <nav aria-labelledby="preview-as" className="flex flex-col gap-2">
      <h4 id="preview-as" className="font-semibold text-sand">
        {t('episodes.previewAs')}
      </h4>
      <p className="text-sm text-mist">{t('episodes.previewHint')}</p>
      <ul className="flex flex-wrap gap-3">
        {PREVIEW_AUDIENCES.map((as) => (
          <li key={as}>
            <Link
              to={`/admin/episodes/${encodeURIComponent(slug)}/preview?as=${as}`}
              className="text-gold underline"
            >
              {t(`episodes.audience.${as}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

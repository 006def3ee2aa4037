import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Which websites the browser lets embed the store, with the way to change that. */
export function AllowedSitesNote({ storeId, origins }: { storeId: number; origins: string[] | undefined }) {
  const { t } = useTranslation();
  if (!origins) return null;
  return (
    <div className="rounded-xl bg-zinc-50 px-4 py-3 text-sm text-zinc-600 ring-1 ring-zinc-200">
      {origins.length === 0 ? (
        <p>{t('embed.anySite')}</p>
      ) : (
        <>
          <p>{t('embed.onlySites')}</p>
          <ul className="mt-1 list-inside list-disc font-mono text-xs text-zinc-800">
            {origins.map((origin) => (
              <li key={origin} className="[overflow-wrap:anywhere]">
                {origin}
              </li>
            ))}
          </ul>
        </>
      )}
      <Link
        to={`/store/${storeId}/settings`}
        className="mt-1 inline-block font-medium text-primary-ink underline-offset-2 hover:underline"
      >
        {t('embed.changeSites')}
      </Link>
    </div>
  );
}

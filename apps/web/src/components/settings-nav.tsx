import { NavLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SETTINGS_TABS } from './settings-tabs';

/**
 * The tabs of the settings pages. Below `lg` the nine do not fit on one line in every language, so
 * they wrap as chips: all in sight, each one tap away, no word cut and nothing off the screen's edge.
 * From `lg` up they are one row of underlined tabs.
 */
export function SettingsNav() {
  const { t } = useTranslation();
  const { storeId } = useParams();

  return (
    <nav aria-label={t('settings.tabsLabel')}>
      <ul className="flex flex-wrap gap-2 lg:gap-1 lg:border-b lg:border-zinc-200">
        {SETTINGS_TABS.map(({ tab, segment }) => (
          <li key={tab}>
            <NavLink
              to={`/store/${storeId}/settings${segment ? `/${segment}` : ''}`}
              end={segment === ''}
              className={({ isActive }) =>
                `inline-flex rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap ring-1 transition lg:-mb-px lg:rounded-none lg:border-b-2 lg:py-2.5 lg:ring-0 ${
                  isActive
                    ? 'bg-zinc-900 text-white ring-zinc-900 lg:border-primary-ink lg:bg-transparent lg:text-zinc-900'
                    : 'bg-white text-zinc-600 ring-zinc-200 hover:text-zinc-900 hover:ring-zinc-300 lg:border-transparent lg:bg-transparent lg:text-zinc-500 lg:hover:border-zinc-300 lg:hover:text-zinc-800'
                }`
              }
            >
              {t(`settings.tabs.${tab}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

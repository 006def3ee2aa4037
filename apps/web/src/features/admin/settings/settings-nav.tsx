import { useEffect, useRef } from 'react';
import { NavLink, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SETTINGS_TABS } from './settings-tabs';

/** The tab bar of the settings pages; it scrolls sideways on a phone. */
export function SettingsNav() {
  const { t } = useTranslation();
  const { storeId } = useParams();
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);

  // On a phone the bar is wider than the screen; the open tab slides into view, not off its edge.
  useEffect(() => {
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [pathname]);

  return (
    <nav
      ref={nav}
      aria-label={t('settings.tabsLabel')}
      className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
    >
      <ul className="flex min-w-max gap-1 border-b border-zinc-200">
        {SETTINGS_TABS.map(({ tab, segment }) => (
          <li key={tab}>
            <NavLink
              to={`/store/${storeId}/settings${segment ? `/${segment}` : ''}`}
              end={segment === ''}
              className={({ isActive }) =>
                `-mb-px inline-flex border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition ${
                  isActive
                    ? 'border-primary-ink text-zinc-900'
                    : 'border-transparent text-zinc-500 hover:border-zinc-300 hover:text-zinc-800'
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

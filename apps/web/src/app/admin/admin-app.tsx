import { createQueryClient } from '@/lib/query-client';
import { onAdminUnauthorized } from '@/lib/api/admin-client';
import { mountApp } from '../app-providers';
import { createAppRouter } from '../create-app-router';
import { AppLayout } from '../layouts/app-layout';
import { AdminHeader } from './admin-header';
import { adminPages } from './admin-pages';
import { signOut } from './sign-out';
import { useTranslation } from 'react-i18next';

function AdminLayout() {
  const { t } = useTranslation();
  return <AppLayout headers={{ admin: AdminHeader }} siteName={t('brand.name')} />;
}

/** The merchant admin, served on the `app` host. */
export function mountAdmin(element: HTMLElement): void {
  const queryClient = createQueryClient();
  const router = createAppRouter('admin', adminPages, AdminLayout);
  onAdminUnauthorized(() => signOut(queryClient, (path) => router.navigate(path)));
  mountApp(element, router, queryClient);
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SHOP_ROUTES } from '@platform/contract';
import { usePublicStore } from '@/lib/public-store';
import { useInFrame } from '@/lib/shop/embed-frame';
import { legalDocumentHref } from '@/lib/shop/legal-links';

const LINK_CLASS = 'underline-offset-2 hover:text-zinc-800 hover:underline';

/**
 * A link of the footer. The merchant's own pages open in a new tab, and so do the shop's inside a
 * frame, where the host page around the shop would otherwise be left behind for them.
 */
function FooterLink({ href, inFrame, children }: { href: string; inFrame: boolean; children: ReactNode }) {
  if (!href.startsWith('/') || inFrame) {
    return (
      <a href={href} target="_blank" rel="noopener" className={LINK_CLASS}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={LINK_CLASS}>
      {children}
    </Link>
  );
}

/**
 * The footer below the shop's pages, in a frame too: who sells (decision 053), links to the seller's
 * details, terms and privacy policy. The language switch is in the header (decision 068).
 */
export function ShopFooter() {
  const { t } = useTranslation();
  const { data: store } = usePublicStore();
  const inFrame = useInFrame();
  const terms = legalDocumentHref(store, 'terms');
  const privacy = legalDocumentHref(store, 'privacy');
  return (
    <footer className={inFrame ? 'border-t border-zinc-200' : 'border-t border-zinc-200 bg-white'}>
      <div
        className={`mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 text-sm text-zinc-500 ${inFrame ? 'px-3 py-3 sm:px-4' : 'px-4 py-4 sm:px-6'}`}
      >
        <span>
          {store ? t('footer.copyright', { name: store.seller.name, year: new Date().getFullYear() }) : null}
        </span>
        {store ? (
          <nav aria-label={t('footer.legalNav')} className="me-auto">
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              <li>
                {/* The seller's details open the page, at its top: they come first. */}
                <FooterLink href={SHOP_ROUTES.legal} inFrame={inFrame}>
                  {t('footer.seller')}
                </FooterLink>
              </li>
              {terms ? (
                <li>
                  <FooterLink href={terms} inFrame={inFrame}>
                    {t('footer.terms')}
                  </FooterLink>
                </li>
              ) : null}
              {privacy ? (
                <li>
                  <FooterLink href={privacy} inFrame={inFrame}>
                    {t('footer.privacy')}
                  </FooterLink>
                </li>
              ) : null}
            </ul>
          </nav>
        ) : null}
      </div>
    </footer>
  );
}

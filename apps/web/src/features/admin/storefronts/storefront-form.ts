import { z } from 'zod';
import { id, storefrontFields, type Storefront } from '@platform/contract';

/** The storefront form as the contract checks it: the editor sends every field, as it stands. */
export const storefrontFormSchema = z.object({
  store_id: id,
  name: storefrontFields.name,
  slug: storefrontFields.slug,
  description: storefrontFields.description,
  publication_status: storefrontFields.publication_status,
  is_home: storefrontFields.is_home,
  product_ids: storefrontFields.product_ids,
});

export type StorefrontFormValues = z.output<typeof storefrontFormSchema>;

export function toStorefrontFormValues(storefront: Storefront): StorefrontFormValues {
  return {
    store_id: storefront.store_id,
    name: storefront.name,
    slug: storefront.slug,
    description: storefront.description,
    publication_status: storefront.publication_status,
    is_home: storefront.is_home,
    product_ids: storefront.product_ids,
  };
}

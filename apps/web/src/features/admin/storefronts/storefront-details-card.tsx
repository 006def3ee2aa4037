import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { TextField } from '@/components/text-field';
import { TextareaField } from '@/components/textarea-field';
import { ToggleSwitch } from '@/components/toggle-switch';
import { STOREFRONT_FORM_ID } from './storefront-form-id';
import type { StorefrontFormValues } from './storefront-form';

/** Name, address, description, and whether the storefront is public and the shop's home page. */
export function StorefrontDetailsCard({ shopOrigin }: { shopOrigin: string }) {
  const { t } = useTranslation();
  const { register, formState, watch, setValue } = useFormContext<StorefrontFormValues>();
  const { errors } = formState;
  const [slug, published, isHome] = watch(['slug', 'publication_status', 'is_home']);
  return (
    <Card title={t('storefronts.sections.details')}>
      <div className="space-y-5">
        <TextField
          label={t('storefronts.fields.name')}
          form={STOREFRONT_FORM_ID}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('storefronts.fields.slug')}
          form={STOREFRONT_FORM_ID}
          autoCapitalize="none"
          spellCheck={false}
          hint={<span className="[overflow-wrap:anywhere]">{`${shopOrigin}/${slug}`}</span>}
          error={errors.slug?.message}
          {...register('slug')}
        />
        <TextareaField
          label={t('storefronts.fields.description')}
          form={STOREFRONT_FORM_ID}
          rows={4}
          hint={t('storefronts.fields.descriptionHint')}
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="space-y-5 border-t border-zinc-100 pt-5">
          <ToggleSwitch
            label={t('storefronts.fields.published')}
            description={t(published === 'published' ? 'storefronts.publishedHelp' : 'storefronts.draftHelp')}
            checked={published === 'published'}
            onChange={(checked) =>
              setValue('publication_status', checked ? 'published' : 'draft', { shouldDirty: true })
            }
          />
          <ToggleSwitch
            label={t('storefronts.fields.isHome')}
            description={t('storefronts.isHomeHelp')}
            checked={isHome}
            onChange={(checked) => setValue('is_home', checked, { shouldDirty: true })}
          />
        </div>
      </div>
    </Card>
  );
}

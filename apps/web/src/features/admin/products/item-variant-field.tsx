import { useTranslation } from 'react-i18next';
import type { ProductVariant } from '@platform/contract';
import { SelectField } from '@/components/select-field';

/**
 * Whose item it is (decision 076): every variant's buyers', or one variant's only, such as a team
 * licence's onboarding call (decision 083). Shown only once the product has several variants; with
 * one, every item is every buyer's. `null` is every variant.
 */
export function ItemVariantField({
  variants,
  value,
  onChange,
  error,
}: {
  variants: Pick<ProductVariant, 'id' | 'name'>[];
  /** The form's value: a variant's id, else every variant. */
  value: unknown;
  onChange: (variantId: number | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  if (variants.length < 2) return null;
  return (
    <SelectField
      label={t('products.items.variant')}
      className="max-w-sm"
      value={typeof value === 'number' ? String(value) : ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      error={error}
      options={[
        { value: '', label: t('products.items.allVariants') },
        ...variants.map((variant) => ({ value: String(variant.id), label: variant.name })),
      ]}
    />
  );
}

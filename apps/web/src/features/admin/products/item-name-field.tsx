import { useState } from 'react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LOCALES, type ItemTranslations, type Locale } from '@platform/contract';
import { TextField } from '@/components/text-field';
import { ProductLanguagePicker } from './product-language-picker';

interface FieldError {
  message?: string;
}

/** The problems with the names, where the form's errors have them. */
export interface ItemNameErrors {
  name?: FieldError;
  translations?: Partial<Record<Locale, { name?: FieldError }>>;
}

/** The name field's state: the language shown and its input's registration. */
export interface ItemNames {
  storeLocale: Locale;
  language: Locale;
  pick: (language: Locale) => void;
  /** Whether the merchant picked a language: the field then keeps its focus to the picker. */
  picked: boolean;
  /** The store language's name: what buyers read where the item has none in theirs. */
  fallback: string;
  filled: Locale[];
  input: UseFormRegisterReturn;
}

/**
 * The item form's name in the language shown. A hook of the form's own component, so the name is
 * registered before the fields below it and a problem with it takes the focus first.
 */
export function useItemNames<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'register' | 'watch'>,
  storeLocale: Locale,
): ItemNames {
  const [language, setLanguage] = useState<Locale>(storeLocale);
  const [picked, setPicked] = useState(false);
  const field = (name: string) => name as Path<Values>;
  const translations = (form.watch(field('translations')) as ItemTranslations | undefined) ?? {};
  const own = language === storeLocale;
  return {
    storeLocale,
    language,
    pick: (code) => {
      setLanguage(code);
      setPicked(true);
    },
    picked,
    fallback: (form.watch(field('name')) as string | undefined) ?? '',
    filled: LOCALES.filter((code) => code !== storeLocale && (translations[code]?.name ?? '') !== ''),
    input: form.register(field(own ? 'name' : `translations.${language}.name`)),
  };
}

interface ItemNameFieldProps {
  names: ItemNames;
  errors: ItemNameErrors;
  /** Under the store language's name. */
  hint?: string;
  autoFocus?: boolean;
}

/**
 * An item's name in the store's language and, where the merchant wishes, in the others, one language
 * at a time as the product's name and description are (decisions 033, 074). Another language's field
 * shows the store language's name as its placeholder: what buyers read while it is empty.
 */
export function ItemNameField({ names, errors, hint, autoFocus = false }: ItemNameFieldProps) {
  const { t } = useTranslation();
  const { storeLocale, language } = names;
  const own = language === storeLocale;
  return (
    <div className="space-y-3">
      <ProductLanguagePicker
        label={t('products.items.nameLanguage')}
        value={language}
        onChange={names.pick}
        storeLocale={storeLocale}
        filled={names.filled}
      />
      <TextField
        key={language}
        label={t('products.items.name')}
        lang={language}
        autoFocus={autoFocus && !names.picked}
        placeholder={own ? undefined : names.fallback}
        hint={
          own ? hint : t('products.translations.fallbackHint', { language: t(`language.${storeLocale}`) })
        }
        error={own ? errors.name?.message : errors.translations?.[language]?.name?.message}
        {...names.input}
      />
    </div>
  );
}

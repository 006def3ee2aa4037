import { useTranslation } from 'react-i18next';
import { LEGAL_DOCUMENTS, type SettingsChanges, type SettingsValues } from '@platform/contract';
import { Card } from '@/components/card';
import { TextareaField } from '@/components/textarea-field';
import { TextField } from '@/components/text-field';
import type { ContractForm } from '@/lib/forms/use-contract-form';
import type { CheckoutForm } from './settings-form-values';

/** The merchant's terms and privacy policy as the form holds them: each a web address or a text. */
export interface LegalDocumentsForm {
  terms_url: string;
  terms_text: string;
  privacy_url: string;
  privacy_text: string;
}

export const LEGAL_DOCUMENT_FIELDS = ['terms_url', 'terms_text', 'privacy_url', 'privacy_text'] as const;

export const toLegalDocumentsForm = (settings: SettingsValues): LegalDocumentsForm => ({
  terms_url: settings.terms_url ?? '',
  terms_text: settings.terms_text ?? '',
  privacy_url: settings.privacy_url ?? '',
  privacy_text: settings.privacy_text ?? '',
});

/** Both ways of each document are sent, so emptying one field and filling the other swaps them. */
export const fromLegalDocumentsForm = (form: LegalDocumentsForm): SettingsChanges => ({
  terms_url: form.terms_url.trim() || null,
  terms_text: form.terms_text.trim(),
  privacy_url: form.privacy_url.trim() || null,
  privacy_text: form.privacy_text.trim(),
});

/**
 * The terms and the privacy policy, each a web address of the merchant's own site or a text the shop
 * shows on its legal page (decision 053); the footer of every shop page and the checkout link them.
 */
export function LegalDocumentsCard<Output>({ form }: { form: ContractForm<CheckoutForm, Output> }) {
  const { t } = useTranslation();
  const { register, formState } = form;
  return (
    <Card title={t('settings.legal.title')} description={t('settings.legal.description')}>
      <div className="space-y-8">
        {LEGAL_DOCUMENTS.map((name) => (
          <fieldset key={name} className="space-y-4">
            <legend className="mb-3 text-sm font-semibold text-zinc-900">
              {t(`settings.legal.${name}.legend`)}
            </legend>
            <TextField
              label={t(`settings.legal.${name}.url`)}
              type="url"
              inputMode="url"
              placeholder={`https://www.example.com/${name}`}
              hint={t(`settings.legal.${name}.urlHint`)}
              error={formState.errors[`${name}_url`]?.message}
              {...register(`${name}_url`)}
            />
            <TextareaField
              label={t(`settings.legal.${name}.text`)}
              rows={5}
              hint={t('settings.legal.textHint')}
              error={formState.errors[`${name}_text`]?.message}
              {...register(`${name}_text`)}
            />
          </fieldset>
        ))}
      </div>
    </Card>
  );
}

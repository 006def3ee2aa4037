import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Store } from '@platform/contract';
import { Card } from '@/components/card';
import { ArrowRightIcon, CheckIcon } from '@/components/icons';
import { useSetupSteps } from './setup-steps';

/**
 * The five steps to a live store, each done or a link to where it is done. It stays, test orders or
 * not, until every step is done, going live last; the business details are the ones going live needs
 * (decision 051), so the merchant meets them before the refusal.
 */
export function SetupChecklist({ store }: { store: Store }) {
  const { t } = useTranslation();
  const steps = useSetupSteps(store);
  if (!steps || steps.every((step) => step.done)) return null;
  const done = steps.filter((step) => step.done).length;

  return (
    // A list to read down, not a table: as wide as the settings' cards.
    <div className="max-w-3xl">
      <Card
        title={t('dashboard.checklist.title')}
        description={t('dashboard.checklist.progress', { done, total: steps.length })}
      >
        <ol className="divide-y divide-zinc-100">
          {steps.map((step, index) => (
            <li key={step.key} className="flex items-start gap-3 py-4 first:pt-0 last:pb-0">
              <span
                aria-hidden="true"
                className={`flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
                  step.done ? 'bg-emerald-100 text-emerald-700' : 'bg-zinc-100 text-zinc-600'
                }`}
              >
                {step.done ? <CheckIcon className="size-4" /> : index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <p
                  className={`text-sm font-medium ${step.done ? 'text-zinc-500 line-through' : 'text-zinc-900'}`}
                >
                  {t(`dashboard.checklist.${step.key}.title`)}
                  {step.done ? <span className="sr-only"> ({t('dashboard.checklist.done')})</span> : null}
                </p>
                {step.done ? null : (
                  <>
                    <p className="mt-0.5 text-sm text-zinc-500">
                      {t(`dashboard.checklist.${step.key}.description`)}
                    </p>
                    <Link
                      to={step.to}
                      className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-primary-ink hover:underline"
                    >
                      {t(`dashboard.checklist.${step.key}.link`)}
                      <ArrowRightIcon className="size-4" />
                    </Link>
                  </>
                )}
              </div>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}

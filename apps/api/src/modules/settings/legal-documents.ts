import { LEGAL_DOCUMENTS, legalDocumentsGivenTwice, type SettingsChanges } from '@platform/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { readSettings } from '../kernel/index.js';

/**
 * A document (terms, privacy policy) is a link or a text, never both (decision 053). The contract
 * refuses both in one request; this refuses a save that would leave both with what is stored, such
 * as a text for terms whose link was saved before and is not cleared by the same save. The 422
 * names the field the save gives.
 */
export async function checkLegalDocuments(db: Db, storeId: number, values: SettingsChanges) {
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  const touched = LEGAL_DOCUMENTS.filter((name) => `${name}_url` in given || `${name}_text` in given);
  if (touched.length === 0) return;
  const names = touched.flatMap((name) => [`${name}_url`, `${name}_text`] as const);
  const after = { ...(await readSettings(db, storeId, names)), ...given };
  const clashes = legalDocumentsGivenTwice(after).map((name) =>
    `${name}_text` in given ? `settings.${name}_text` : `settings.${name}_url`,
  );
  if (clashes.length > 0) {
    throw AppError.invalid(Object.fromEntries(clashes.map((field) => [field, 'link_or_text' as const])));
  }
}

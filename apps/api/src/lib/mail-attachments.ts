import type { Db } from '../db/database.js';

/** A file an e-mail carries, rendered when the mail is sent. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** What a queued e-mail stores of an attachment: a reference to the record the file is made from. */
export interface AttachmentRef {
  kind: string;
  id: number;
}

type Renderer = (db: Db, storeId: number, id: number) => Promise<MailAttachment>;

/**
 * The kinds of file an e-mail may carry (an invoice's PDF), each rendered from its record by the
 * module that owns it, registered at the composition root. The outbox stores only the references
 * (decision 036), so a row stays small and the mail module imports none of those modules.
 */
export class MailAttachments {
  private readonly renderers = new Map<string, Renderer>();

  register(kind: string, renderer: Renderer): void {
    if (this.renderers.has(kind)) throw new Error(`${kind} attachments are rendered already`);
    this.renderers.set(kind, renderer);
  }

  async render(db: Db, storeId: number, refs: readonly AttachmentRef[]): Promise<MailAttachment[]> {
    const files = [];
    for (const ref of refs) {
      const renderer = this.renderers.get(ref.kind);
      if (!renderer) throw new Error(`nothing renders ${ref.kind} attachments`);
      files.push(await renderer(db, storeId, ref.id));
    }
    return files;
  }
}

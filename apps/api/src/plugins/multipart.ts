import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type {
  FastifyInstance,
  FastifyRequest,
  onSendHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import { z } from 'zod';

/** An uploaded file, already on disk in DATA_DIR/tmp, removed again when the answer is sent. */
export interface UploadedFile {
  path: string;
  filename: string;
  mimetype: string;
  size: number;
  sha256: string;
}

export const uploadedFile = z.custom<UploadedFile>(
  (value) => typeof value === 'object' && value !== null && 'path' in value && 'size' in value,
  { error: 'file_required' },
);

declare module 'fastify' {
  interface FastifyRequest {
    uploads: string[];
  }
}

/** Multipart forms, in the scope of the routes that take them (the uploads). */
export async function useMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21 } });
  app.decorateRequest('uploads', null as unknown as string[]);
}

async function saveFile(request: FastifyRequest, stream: NodeJS.ReadableStream, tmpDir: string) {
  const target = path.join(tmpDir, randomUUID());
  request.uploads.push(target);
  const hash = createHash('sha256');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(stream, measure, createWriteStream(target));
  return { path: target, size, sha256: hash.digest('hex') };
}

/**
 * The hooks of an upload route. Before validation, the multipart form becomes `request.body`: fields as
 * strings, the file as an UploadedFile on disk, so the contract schema and the tenancy check see a form
 * like a JSON body. Before the answer leaves, success or error, the uploaded files on disk are removed.
 */
export function multipartUpload(
  app: FastifyInstance,
  maxBytes: () => number,
): { preValidation: preValidationAsyncHookHandler; onSend: onSendHookHandler } {
  const preValidation: preValidationAsyncHookHandler = async (request) => {
    request.uploads = [];
    if (!request.isMultipart()) return;
    const tmpDir = path.join(app.ctx.config.dataDir, 'tmp');
    await mkdir(tmpDir, { recursive: true });
    const body: Record<string, unknown> = {};
    for await (const part of request.parts({ limits: { fileSize: maxBytes() } })) {
      if (part.type === 'file') {
        const saved = await saveFile(request, part.file, tmpDir);
        body[part.fieldname] = { ...saved, filename: part.filename, mimetype: part.mimetype };
      } else {
        body[part.fieldname] = part.value;
      }
    }
    request.body = body;
  };
  const onSend: onSendHookHandler = async (request, _reply, payload) => {
    await Promise.all(request.uploads.map((file) => rm(file, { force: true })));
    return payload;
  };
  return { preValidation, onSend };
}

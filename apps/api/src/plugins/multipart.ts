import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onSendHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { tempPath, UploadedFile } from '../lib/uploaded-file.js';

/** The file of an upload form: only ever the server's own UploadedFile, never data from a body. */
export const uploadedFile = z.instanceof(UploadedFile, { error: 'file_required' });

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

function isMultipartForm(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return type.split(';')[0]!.trim().toLowerCase() === 'multipart/form-data';
}

async function saveFile(request: FastifyRequest, stream: Readable, tempDir: string) {
  // A part the parser already gave up on (the form ended inside it) would never end a pipeline.
  if (stream.destroyed) throw new AppError(400, 'malformed_form');
  const target = await tempPath(tempDir);
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
 * What reading a form can fail with: the client's limits and mistakes (a size limit, no boundary, a
 * cut-off body) are theirs to fix, 4xx; only the server's own trouble writing the file stays a 5xx.
 */
function formError(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return error;
  if ('statusCode' in error || 'syscall' in error) return error;
  return new AppError(400, 'malformed_form');
}

/**
 * The hooks of an upload route. A request that is not a multipart form is refused before its body is
 * read (415). Before validation, the form becomes `request.body`: fields as strings, the file as an
 * UploadedFile in the temporary area, so the contract schema and the tenancy check see a form like a
 * JSON body. Before the answer leaves, success or error, the uploaded files are removed.
 */
export function multipartUpload(
  app: FastifyInstance,
  maxBytes: () => number,
): {
  onRequest: onRequestAsyncHookHandler;
  preValidation: preValidationAsyncHookHandler;
  onSend: onSendHookHandler;
} {
  const onRequest: onRequestAsyncHookHandler = async (request) => {
    request.uploads = [];
    if (!isMultipartForm(request)) throw new AppError(415, 'multipart_required');
  };
  const preValidation: preValidationAsyncHookHandler = async (request) => {
    const tempDir = app.ctx.storage.tempDir;
    const body: Record<string, unknown> = {};
    try {
      for await (const part of request.parts({ limits: { fileSize: maxBytes() } })) {
        if (part.type === 'file') {
          const saved = await saveFile(request, part.file, tempDir);
          body[part.fieldname] = new UploadedFile(
            saved.path,
            part.filename,
            part.mimetype,
            saved.size,
            saved.sha256,
          );
        } else {
          body[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      throw formError(error);
    }
    request.body = body;
  };
  const onSend: onSendHookHandler = async (request, _reply, payload) => {
    // Empty when an earlier hook refused the request before this route's own onRequest ran.
    await Promise.all((request.uploads ?? []).map((file) => rm(file, { force: true })));
    return payload;
  };
  return { onRequest, preValidation, onSend };
}

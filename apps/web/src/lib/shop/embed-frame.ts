import { useSyncExternalStore } from 'react';
import { EMBED_PARENT_PARAM, isEmbedMessage, type EmbedMessage } from '@platform/contract';

interface FrameWindow {
  readonly self: unknown;
  readonly top: unknown;
  readonly location?: {
    readonly search: string;
    readonly ancestorOrigins?: { item(index: number): string | null };
  };
}

/** True inside a frame; a parent of another origin blocks the look, which also means a frame. */
export function runsInFrame(win: FrameWindow): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}

/**
 * The host page's origin as the embed script announced it in the address, or null when it is
 * missing or not a plain http(s) origin. Chromium and Safari name the real parent
 * (`ancestorOrigins`): an announcement that disagrees with it is not believed.
 */
export function announcedParentOrigin(search: string, actualParent?: string): string | null {
  const value = new URLSearchParams(search).get(EMBED_PARENT_PARAM);
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== value) return null;
  if (actualParent !== undefined && actualParent !== value) return null;
  return value;
}

let inFrame = false;
let parentOrigin: string | null = null;

/**
 * Guard 2 of docs/spec.md §2: remembers whether this page runs inside an embedding frame and, the first
 * time, which origin the host page has. Later pages in the frame no longer carry the parameter, so
 * the origin is kept for the life of the page.
 */
export function detectFrame(win: FrameWindow = window): boolean {
  inFrame = runsInFrame(win);
  if (inFrame && win.location) {
    parentOrigin =
      announcedParentOrigin(win.location.search, win.location.ancestorOrigins?.item(0) ?? undefined) ??
      parentOrigin;
  }
  return inFrame;
}

export function isInFrame(): boolean {
  return inFrame;
}

export function useInFrame(): boolean {
  return useSyncExternalStore(
    () => () => {},
    () => inFrame,
  );
}

/** Whether the embed script on the host page can hear this page (it announced the host's origin). */
export function hasEmbedParent(): boolean {
  return inFrame && parentOrigin !== null;
}

/** Sends a message to the host page, and only to the origin it announced; outside a frame, nothing. */
export function postToParent(message: EmbedMessage): void {
  if (inFrame && parentOrigin) window.parent.postMessage(message, parentOrigin);
}

interface ReceivedMessage {
  source: unknown;
  origin: string;
  data: unknown;
}

/** A message counts only when the parent window sent it, from the announced origin, in our shape. */
export function isParentMessage(
  event: ReceivedMessage,
  parent: unknown,
  expectedOrigin: string | null,
): event is ReceivedMessage & { data: EmbedMessage } {
  return (
    expectedOrigin !== null &&
    event.source === parent &&
    event.origin === expectedOrigin &&
    isEmbedMessage(event.data)
  );
}

/** Calls `handle` with every valid message from the host page; returns the unsubscribe. */
export function onParentMessage(handle: (message: EmbedMessage) => void): () => void {
  const listener = (event: MessageEvent) => {
    if (isParentMessage(event, window.parent, parentOrigin)) handle(event.data);
  };
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
}

import { useSyncExternalStore } from 'react';
import {
  EMBED_OVERLAY_PARAM,
  EMBED_PARENT_PARAM,
  isEmbedMessage,
  type EmbedMessage,
} from '@platform/contract';

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
let inOverlay = false;
let parentOrigin: string | null = null;

/**
 * Guard 2 of docs/spec.md §2: remembers whether this page runs inside an embedding frame and, the first
 * time, which origin the host page has, and whether the frame is the embed's checkout overlay
 * (decision 080). Later pages in the frame no longer carry the parameters, so both are kept for the
 * life of the page. The overlay is a whole window to the page, not a frame sized to it: there the
 * page is "not in a frame" (`isInFrame`), and `isInOverlay` says where it is.
 */
export function detectFrame(win: FrameWindow = window): boolean {
  const framed = runsInFrame(win);
  if (framed && win.location) {
    const announced = announcedParentOrigin(
      win.location.search,
      win.location.ancestorOrigins?.item(0) ?? undefined,
    );
    if (announced) {
      parentOrigin = announced;
      inOverlay = new URLSearchParams(win.location.search).get(EMBED_OVERLAY_PARAM) === '1';
    }
  }
  inFrame = framed && !inOverlay;
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

/** Whether the page runs in the embed's checkout overlay over the host page (decision 080). */
export function isInOverlay(): boolean {
  return inOverlay;
}

/** Whether the embed script on the host page can hear this page (it announced the host's origin). */
export function hasEmbedParent(): boolean {
  return (inFrame || inOverlay) && parentOrigin !== null;
}

/**
 * A page of this store's origin (the test provider's) as the overlay opens it: with the parameters by
 * which it, and the order page it returns to, know they are in the overlay.
 */
export function overlayAddress(url: URL): string {
  url.searchParams.set(EMBED_OVERLAY_PARAM, '1');
  url.searchParams.set(EMBED_PARENT_PARAM, parentOrigin ?? '');
  return url.href;
}

/** Sends a message to the host page, and only to the origin it announced; outside a frame, nothing. */
export function postToParent(message: EmbedMessage): void {
  if (hasEmbedParent()) window.parent.postMessage(message, parentOrigin!);
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

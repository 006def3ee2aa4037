import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    browserEndpoint: string;
  }
}

/**
 * The one Chromium the global setup launched, for this test file. Each file connects anew and pages
 * open in contexts of their own, so files share the browser's start-up but no cookies or storage;
 * closing the connection closes this file's contexts and leaves the browser to the next file.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

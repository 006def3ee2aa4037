import type { Locale } from '@platform/contract';
import { h } from 'preact';
import { render } from 'preact-render-to-string';

const STYLE = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#18181b}
h1{font-size:1.5rem}button{border:0;border-radius:10px;background:#18181b;color:#fff;padding:12px 18px;font-size:16px;cursor:pointer}`;

/**
 * The page behind a reminder's unsubscribe link, in the buyer's language: the question with one
 * button that posts (`confirm`), or what was done. Rendered by Preact, which escapes the store's name.
 */
export function unsubscribePage(options: { locale: Locale; title: string; text: string; confirm?: string }) {
  const page = h(
    'html',
    { lang: options.locale },
    h(
      'head',
      null,
      h('meta', { charset: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width,initial-scale=1' }),
      h('title', null, options.title),
      h('style', { dangerouslySetInnerHTML: { __html: STYLE } }),
    ),
    h(
      'body',
      null,
      h('h1', null, options.title),
      h('p', null, options.text),
      options.confirm ? h('form', { method: 'post' }, h('button', null, options.confirm)) : null,
    ),
  );
  return `<!doctype html>${render(page)}`;
}

import { Marked, type Token, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * A merchant's product descriptions are Markdown (decision 067): `**Formaat:**` is bold, `- Zuurdesem`
 * a list item. Parsed by marked (GitHub's flavour, a line break where the merchant typed one), then
 * cut down by sanitize-html to the few tags a description needs, so that no script, style, frame,
 * image or event handler ever reaches a shop page, whatever the merchant (or whoever took over their
 * account) typed.
 */
const markdown = new Marked({ gfm: true, breaks: true, async: false });

const SAFE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'del',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
    'code',
    'pre',
    'hr',
    'h3',
    'h4',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  // The page holds the product's name as its h1 and "About this product" as an h2: a description's
  // own headings sit below them.
  transformTags: {
    h1: 'h3',
    h2: 'h3',
    h5: 'h4',
    h6: 'h4',
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer', target: '_blank' }),
  },
};

/** A description as HTML that is safe to put into a shop page as it is. */
export function markdownToSafeHtml(text: string): string {
  if (!text.trim()) return '';
  return sanitizeHtml(markdown.parse(text) as string, SAFE);
}

/**
 * The words of Markdown tokens without their marks: what a search engine or a link preview shows.
 * Blocks (paragraphs, headings, list items) are apart; the parts of one line (`**Formaat:**` and
 * what follows) join as written.
 */
function plainText(tokens: readonly Token[], between: ' ' | ''): string {
  return tokens
    .map((token) => {
      if (token.type === 'list')
        return (token as Tokens.List).items.map((item) => plainText(item.tokens, ' ')).join(' ');
      if (token.type === 'html' || token.type === 'image' || token.type === 'space') return ' ';
      if (token.type === 'br' || token.type === 'hr') return ' ';
      if ('tokens' in token && token.tokens)
        return plainText(token.tokens, token.type === 'blockquote' ? ' ' : '');
      return 'text' in token && typeof token.text === 'string' ? token.text : '';
    })
    .join(between);
}

/** A description as plain text on one line: for meta tags, which show no Markdown. */
export function markdownToPlainText(text: string): string {
  return plainText(markdown.lexer(text), ' ').replace(/\s+/g, ' ').trim();
}

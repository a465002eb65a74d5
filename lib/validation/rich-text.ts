import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_CLASS, wrapRichText } from '@/lib/contract/form-solution';

// Rich text keeps formatting tags only: no scripts, handlers, styles or foreign frames.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'div',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'blockquote',
    'a',
    'span',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], div: ['class'] },
  allowedClasses: { div: [RICH_TEXT_CLASS] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
};

/** Clean HTML wrapped once in the editor container; '' stays ''. */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  if (clean === '') return '';
  const inner =
    clean.startsWith(`<div class="${RICH_TEXT_CLASS}">`) && clean.endsWith('</div>')
      ? clean.slice(`<div class="${RICH_TEXT_CLASS}">`.length, -'</div>'.length)
      : clean;
  return wrapRichText(inner);
}

/** The visible text of rich text, for length and word checks. */
export function richTextPlain(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
}

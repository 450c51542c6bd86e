import sanitizeHtml from 'sanitize-html';

/** What the Quill editor produces: text formatting, headings, lists, links and images over http(s). */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'h1', 'h2', 'img', 'span'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    '*': ['class'],
  },
  allowedClasses: { '*': [/^ql-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs['target'] === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Removes scripts, event handlers, styles and dangerous URLs from administrator-edited HTML. */
export const sanitizeHomepageHtml = (html: string): string => sanitizeHtml(html, options);

/** Sanitised HTML that shows something: text or an image, not an editor's empty `<p></p>`. */
export const showsContent = (html: string): boolean =>
  /<img\s/i.test(html) ||
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';

/** The tags rich-text renders, each with the attributes it keeps besides the ones every tag keeps. */
export const TAGS: Record<string, readonly string[]> = {
  ...Object.fromEntries(
    ['a', 'abbr', 'address', 'article', 'aside', 'b', 'bdi', 'big', 'blockquote', 'br', 'caption', 'center', 'cite',
      'code', 'dd', 'del', 'div', 'dl', 'dt', 'em', 'fieldset', 'font', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
      'header', 'hr', 'i', 'ins', 'label', 'legend', 'li', 'mark', 'nav', 'p', 'pre', 'q', 'rt', 'ruby', 's', 'section',
      'small', 'span', 'strong', 'sub', 'sup', 'tbody', 'tfoot', 'thead', 'tt', 'u', 'ul'].map((tag) => [tag, []]),
  ),
  bdo: ['dir'],
  col: ['span', 'width'],
  colgroup: ['span', 'width'],
  img: ['alt', 'src', 'height', 'width'],
  ol: ['start', 'type'],
  table: ['width'],
  td: ['colspan', 'height', 'rowspan', 'width'],
  th: ['colspan', 'height', 'rowspan', 'width'],
  tr: ['colspan', 'height', 'rowspan', 'width'],
};

export const ALWAYS_ALLOWED = ['class', 'style'];

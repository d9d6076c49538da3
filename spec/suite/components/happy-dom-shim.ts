/**
 * happy-dom's `Node.prototype.nodeName` getter returns '' for elements (its subclasses override it).
 * DOMPurify reads nodeName through that prototype getter, as browsers allow, so under happy-dom it would
 * judge every element unknown. Give the getter a browser's answer; real browsers are left untouched.
 */
const getter = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName')?.get;
if (getter && getter.call(document.createElement('p')) === '') {
  const names: Record<number, string> = { 3: '#text', 4: '#cdata-section', 8: '#comment', 9: '#document', 11: '#document-fragment' };
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    get(this: Node) {
      if (this.nodeType === Node.ELEMENT_NODE) return (this as Element).tagName;
      if (this.nodeType === Node.ATTRIBUTE_NODE) return (this as Attr).name;
      if (this.nodeType === Node.DOCUMENT_TYPE_NODE) return (this as DocumentType).name;
      if (this.nodeType === Node.PROCESSING_INSTRUCTION_NODE) return (this as ProcessingInstruction).target;
      return names[this.nodeType] ?? getter.call(this);
    },
  });
}

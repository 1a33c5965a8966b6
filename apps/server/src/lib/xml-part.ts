import { DOMParser, onErrorStopParsing, XMLSerializer, type Document, type Element } from '@xmldom/xmldom';
import { strFromU8, strToU8 } from 'fflate';

/**
 * One XML part of a package, parsed with a namespace-aware DOM that refuses anything not
 * well-formed (xmldom expands no DTD entities and fetches nothing). `changed` tells whether a
 * cleaner touched it, so untouched parts keep their original bytes.
 */
export type XmlPart = { document: Document; changed: boolean };

export function parseXmlPart(bytes: Uint8Array): XmlPart {
  const text = strFromU8(bytes).replace(/^\uFEFF/, '');
  const document = new DOMParser({ onError: onErrorStopParsing }).parseFromString(text, 'text/xml');
  if (document.documentElement === null) {
    throw new Error('XML part without a root element');
  }
  return { document, changed: false };
}

export function serializeXmlPart(part: XmlPart): Uint8Array {
  return strToU8(new XMLSerializer().serializeToString(part.document));
}

/** Every element of a part, root first. */
export function elementsOf(part: XmlPart): Element[] {
  const root = part.document.documentElement;
  return root === null ? [] : [root, ...Array.from(root.getElementsByTagName('*'))];
}

/** Sets an attribute (found by local name, any namespace) to '' if it has another value. */
export function blankAttribute(part: XmlPart, element: Element, localName: string): void {
  for (const attribute of Array.from(element.attributes)) {
    if (attribute.localName === localName && attribute.value !== '') {
      element.setAttributeNS(attribute.namespaceURI, attribute.name, '');
      part.changed = true;
    }
  }
}

/** Removes an element's children (text and elements) if it has any. */
export function emptyElement(part: XmlPart, element: Element): void {
  if (element.firstChild !== null) {
    while (element.firstChild !== null) {
      element.removeChild(element.firstChild);
    }
    part.changed = true;
  }
}

/** Removes an element from its parent. */
export function removeElement(part: XmlPart, element: Element): void {
  element.parentNode?.removeChild(element);
  part.changed = true;
}

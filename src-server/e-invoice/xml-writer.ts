/**
 * A small XML 1.0 writer for the e-invoices, and a strict check of what it wrote. xmlbuilder2's
 * `.txt()` passes control characters through and leaves `&name;` unescaped (issue 31, finding
 * 5), and its parser accepts the result; invoices never change, so a broken file stays broken.
 */

/** An element: its name, attributes, and either text or child elements (empty ones dropped). */
export interface XmlElement {
  name: string;
  attributes?: Record<string, string>;
  text?: string;
  children?: (XmlElement | null)[];
}

/** Characters XML 1.0 cannot carry at all (C0 controls, NUL, U+FFFE/FFFF, lone surrogates). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** What XML 1.0 can carry of a text: the rest dropped, tabs and line ends kept. */
export function xmlCharacters(text: string): string {
  return text.replace(NOT_XML, '');
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\r': '&#13;',
};

/** A text as element content or attribute value: every markup character escaped. */
export function escapeXml(text: string): string {
  return xmlCharacters(text).replace(/[&<>"'\r]/g, (char) => ESCAPES[char] ?? char);
}

function write(element: XmlElement, depth: number): string {
  const indent = '  '.repeat(depth);
  const attributes = Object.entries(element.attributes ?? {})
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');
  const open = `${indent}<${element.name}${attributes}`;
  const children = (element.children ?? []).filter((child): child is XmlElement => !!child);
  if (children.length > 0) {
    const inner = children.map((child) => write(child, depth + 1)).join('\n');
    return `${open}>\n${inner}\n${indent}</${element.name}>`;
  }
  return `${open}>${escapeXml(element.text ?? '')}</${element.name}>`;
}

/** The document with its XML declaration, checked to be well-formed (see assertWellFormed). */
export function xmlDocument(root: XmlElement): string {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n${write(root, 0)}\n`;
  assertWellFormed(xml);
  return xml;
}

const NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/;
const REFERENCE = /^&(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);/;
const TAG = /^<(\/?)([^\s/>]+)((?:\s+[^\s=]+="[^"<]*")*)\s*(\/?)>/;

function checkCharacterData(text: string, where: number): void {
  if (xmlCharacters(text) !== text) throw notWellFormed(`ongeldig teken bij ${where}`);
  for (let at = text.indexOf('&'); at >= 0; at = text.indexOf('&', at + 1)) {
    const reference = REFERENCE.exec(text.slice(at))?.[0];
    if (!reference) throw notWellFormed(`losse & bij ${where + at}`);
    const code = /^&#(x?)([\da-fA-F]+);$/.exec(reference);
    if (code?.[2]) {
      const char = String.fromCodePoint(parseInt(code[2], code[1] ? 16 : 10));
      if (xmlCharacters(char) !== char) throw notWellFormed(`ongeldige verwijzing bij ${where}`);
    }
  }
  if (text.includes(']]>')) throw notWellFormed(`]]> bij ${where}`);
}

function notWellFormed(detail: string): Error {
  return new Error(`Het XML-document is niet goed gevormd: ${detail}.`);
}

/**
 * Reads the document back as a strict XML parser would, for the shapes the writer makes (a
 * declaration, elements, attributes, text): legal characters, known references only, names,
 * nesting and a single root. Throws on the first fault.
 */
export function assertWellFormed(xml: string): void {
  const declaration = /^<\?xml version="1\.0" encoding="UTF-8"\?>/.exec(xml);
  if (!declaration) throw notWellFormed('geen XML-declaratie');
  const open: string[] = [];
  let roots = 0;
  let at = declaration[0].length;
  while (at < xml.length) {
    const next = xml.indexOf('<', at);
    const text = xml.slice(at, next < 0 ? xml.length : next);
    checkCharacterData(text, at);
    if (open.length === 0 && text.trim() !== '')
      throw notWellFormed(`tekst buiten het document bij ${at}`);
    if (next < 0) break;
    const tag = TAG.exec(xml.slice(next));
    if (!tag?.[2] || !NAME.test(tag[2])) throw notWellFormed(`ongeldige tag bij ${next}`);
    const [whole, closing, name, attributes = '', selfClosing] = tag;
    const names = new Set<string>();
    for (const [, attribute = '', value = ''] of attributes.matchAll(/([^\s=]+)="([^"]*)"/g)) {
      if (!NAME.test(attribute) || names.has(attribute))
        throw notWellFormed(`attribuut ${attribute}`);
      names.add(attribute);
      checkCharacterData(value, next);
    }
    if (closing) {
      if (open.pop() !== name || attributes.trim()) throw notWellFormed(`</${name}> bij ${next}`);
    } else {
      if (open.length === 0 && ++roots > 1) throw notWellFormed('meer dan één hoofdelement');
      if (!selfClosing) open.push(name);
    }
    at = next + whole.length;
  }
  if (open.length > 0 || roots !== 1) throw notWellFormed('niet afgesloten');
}

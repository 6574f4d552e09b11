import { SaxesParser } from 'saxes';

/** An element as a strict XML parser read it. */
export interface ReadElement {
  name: string;
  attributes: Record<string, string>;
  children: ReadElement[];
  text: string;
}

/**
 * Reads a document with saxes, a strict XML 1.0 parser (jsdom's): any fault of well-formedness
 * (an undeclared entity, a control character, `]]>` in text, a stray `<`) throws.
 */
export function readXml(xml: string): ReadElement {
  const parser = new SaxesParser();
  const root: ReadElement = { name: '', attributes: {}, children: [], text: '' };
  const open = [root];
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const element: ReadElement = {
      name: tag.name,
      attributes: Object.fromEntries(
        Object.entries(tag.attributes).map(([key, value]) => [key, String(value)]),
      ),
      children: [],
      text: '',
    };
    open.at(-1)?.children.push(element);
    open.push(element);
  });
  parser.on('text', (text) => {
    const current = open.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => open.pop());
  parser.write(xml).close();
  const [document] = root.children;
  if (!document) throw new Error('Geen hoofdelement.');
  return document;
}

/** Every element of this name below `element`, in document order. */
export function all(element: ReadElement, name: string): ReadElement[] {
  return element.children.flatMap((child) => [
    ...(child.name === name ? [child] : []),
    ...all(child, name),
  ]);
}

/** The text of the first element of this name below `element`. */
export function first(element: ReadElement, name: string): string | undefined {
  return all(element, name)[0]?.text;
}

/** The first element of this name below `element`; throws when there is none. */
export function one(element: ReadElement, name: string): ReadElement {
  const found = all(element, name)[0];
  if (!found) throw new Error(`Geen ${name} in ${element.name}.`);
  return found;
}

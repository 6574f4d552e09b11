/** What a font must tell to wrap text: pdf-lib's fonts and their embedders both can. */
interface Measured {
  widthOfTextAtSize(text: string, size: number): number;
}

/** Splits text at spaces into lines that fit `width` points in `font` at `size`. */
export function wrapText(text: string, font: Measured, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

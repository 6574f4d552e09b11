/**
 * Text for pdf-lib's standard fonts, which speak WinAnsi only: the spaces Intl uses become
 * plain ones and characters the font lacks become a question mark. Only the seeded demo
 * documents (fixed Dutch texts) use the standard fonts; everything with user text goes through
 * createPdfDocument in ./document.ts.
 */
export function winAnsi(text: string): string {
  return text.replace(/[\u202f\u2009\u00a0]/g, ' ').replace(/[^\u0020-\u00ff€‘’“”–—•…]/g, '?');
}

/** Dates in PDFs: "22 november 2026", in Dutch time. */
export const pdfDateFormat = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Amsterdam',
});

/** A calendar day `YYYY-MM-DD` in PDFs: "22 november 2026". */
export function pdfDay(day: string): string {
  return pdfDateFormat.format(new Date(`${day}T12:00:00Z`));
}

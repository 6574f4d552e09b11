import { DOCUMENT_KIND_LABELS, type DocumentKind } from '@shared/domain/rules';
import { seedFactRows, type SeedProduct } from './catalogue';
import type { DocumentContent } from './document-pdf';

/** Which documents each kind of product has besides its productblad. */
export function documentKindsFor(product: SeedProduct): DocumentKind[] {
  if (product.category === 'toebehoren') return [];
  if (product.category === 'boilers-buffervaten') {
    return ['productblad', 'installatiehandleiding', 'ce_verklaring'];
  }
  return [
    'productblad',
    'installatiehandleiding',
    'gebruikershandleiding',
    'ce_verklaring',
    'energielabel',
  ];
}

function specLines(product: SeedProduct): string[] {
  return seedFactRows(product).map(({ label, value }) => `${label}: ${value}`);
}

/** The text of a product document; the productblad has its own layout (product-sheet.ts). */
export function productDocumentContent(product: SeedProduct, kind: DocumentKind): DocumentContent {
  const title = `${DOCUMENT_KIND_LABELS[kind]} ${product.name}`;
  const subtitle = `Type ${product.modelNumber}`;
  switch (kind) {
    case 'installatiehandleiding':
      return {
        title,
        subtitle,
        sections: [
          {
            heading: '1. Veiligheid',
            lines: [
              'Laat installatie, inbedrijfstelling en onderhoud uitsluitend uitvoeren door een erkend installateur. Schakel de voeding uit voordat je de behuizing opent.',
              'Werk met koudemiddel alleen met de juiste certificering en volgens de F-gassenverordening.',
            ],
          },
          {
            heading: '2. Plaatsing',
            lines: [
              'Plaats het toestel op een vlakke, draagkrachtige ondergrond met voldoende vrije ruimte voor luchtaanvoer en onderhoud: 300 mm achter en opzij, 1000 mm voor.',
              'Houd rekening met geluid naar de buren; kies een plek uit de buurt van slaapkamerramen.',
            ],
          },
          { heading: '3. Technische gegevens', lines: specLines(product) },
          {
            heading: '4. Inbedrijfstelling',
            lines: [
              'Vul en ontlucht de installatie, controleer de waterdruk (1,5 bar koud) en stel de stooklijn in op de warmtevraag van de woning.',
              'Registreer de installatie in het Warmteportaal om de garantie te activeren.',
            ],
          },
        ],
      };
    case 'gebruikershandleiding':
      return {
        title,
        subtitle,
        sections: [
          {
            heading: 'Bediening',
            lines: [
              'Stel de gewenste kamertemperatuur in op de thermostaat. De warmtepomp werkt het zuinigst bij een constante temperatuur; een nachtverlaging van meer dan 1 °C is niet nodig.',
            ],
          },
          {
            heading: 'Onderhoud',
            lines: [
              'Houd het buitendeel vrij van bladeren en sneeuw. Laat de installatie jaarlijks onderhouden door je installateur.',
            ],
          },
          {
            heading: 'Storingen',
            lines: [
              'Toont het display een foutcode, noteer die en neem contact op met je installateur.',
            ],
          },
        ],
      };
    case 'ce_verklaring':
      return {
        title: `EU-conformiteitsverklaring ${product.modelNumber}`,
        subtitle: product.name,
        sections: [
          {
            heading: 'Verklaring',
            lines: [
              `Noordwind Klimaattechniek verklaart dat ${product.name} (type ${product.modelNumber}) voldoet aan de richtlijnen 2014/35/EU (laagspanning), 2014/30/EU (elektromagnetische compatibiliteit), 2014/68/EU (drukapparatuur) en 2009/125/EG (ecologisch ontwerp).`,
            ],
          },
          { heading: 'Ondertekend', lines: ['Zwolle, namens de directie, ir. M. Noordhof.'] },
        ],
      };
    case 'energielabel':
      return {
        title: `Energielabel ${product.modelNumber}`,
        subtitle: product.name,
        sections: [
          {
            heading: 'Productinformatie (EU 811/2013)',
            lines: specLines(product).filter((line) =>
              /^(Energielabel|SCOP|Vermogen|Geluid)/.test(line),
            ),
          },
        ],
      };
    default:
      return { title, subtitle, sections: [{ heading: 'Gegevens', lines: specLines(product) }] };
  }
}

export const GENERAL_DOCUMENTS: { id: string; kind: DocumentKind; content: DocumentContent }[] = [
  {
    id: 'algemene-voorwaarden',
    kind: 'voorwaarden',
    content: {
      title: 'Algemene leveringsvoorwaarden',
      subtitle: 'Warmteportaal B.V., versie 2026',
      sections: [
        {
          heading: 'Artikel 1. Toepasselijkheid',
          lines: [
            'Deze voorwaarden gelden voor alle aanbiedingen en bestellingen via het Warmteportaal door installateurs en dealers.',
          ],
        },
        {
          heading: 'Artikel 2. Prijzen en betaling',
          lines: [
            'Alle prijzen zijn in euro exclusief btw. Betaling binnen 30 dagen na factuurdatum.',
          ],
        },
        {
          heading: 'Artikel 3. Levering',
          lines: [
            'Bezorging is gratis vanaf € 500,00 netto excl. btw. Afhalen aan de balie is altijd gratis.',
          ],
        },
      ],
    },
  },
  {
    id: 'garantievoorwaarden',
    kind: 'garantievoorwaarden',
    content: {
      title: 'Garantievoorwaarden Noordwind',
      subtitle: 'Voor warmtepompen, boilers en toebehoren',
      sections: [
        {
          heading: 'Garantietermijn',
          lines: [
            'Op warmtepompen geldt 60 maanden garantie vanaf de installatiedatum, mits de installatie binnen 30 dagen is geregistreerd en jaarlijks is onderhouden.',
          ],
        },
        {
          heading: 'Uitsluitingen',
          lines: [
            'De garantie vervalt bij installatie door niet-erkende installateurs, bij schade door bevriezing of bij gebruik van niet-originele onderdelen.',
          ],
        },
      ],
    },
  },
];

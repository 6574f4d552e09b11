import type { CategorySlug } from '@shared/domain/rules';

const COLORS: Record<CategorySlug, string> = {
  'lucht-water': '#1d6fb8',
  hybride: '#2a8c6a',
  'bodem-water': '#8a5a2b',
  'lucht-lucht': '#5b5fc7',
  'boilers-buffervaten': '#b5473a',
  toebehoren: '#5f6b76',
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function drawing(category: CategorySlug, color: string): string {
  switch (category) {
    case 'lucht-water':
    case 'hybride':
      return `<rect x="70" y="70" width="260" height="170" rx="14" fill="#f4f6f8" stroke="${color}" stroke-width="6"/>
<circle cx="170" cy="155" r="62" fill="none" stroke="${color}" stroke-width="6"/>
<path d="M170 155 l0 -52 M170 155 l45 26 M170 155 l-45 26" stroke="${color}" stroke-width="8" stroke-linecap="round"/>
<rect x="262" y="100" width="44" height="110" rx="6" fill="${color}" opacity=".25"/>`;
    case 'bodem-water':
      return `<rect x="120" y="50" width="160" height="200" rx="12" fill="#f4f6f8" stroke="${color}" stroke-width="6"/>
<rect x="145" y="80" width="110" height="40" rx="6" fill="${color}" opacity=".3"/>
<path d="M150 250 v20 M250 250 v20" stroke="${color}" stroke-width="8"/>`;
    case 'lucht-lucht':
      return `<rect x="60" y="100" width="280" height="90" rx="30" fill="#f4f6f8" stroke="${color}" stroke-width="6"/>
<path d="M90 170 h220" stroke="${color}" stroke-width="6" stroke-linecap="round"/>
<path d="M120 210 q20 20 0 40 M200 210 q20 20 0 40 M280 210 q20 20 0 40" fill="none" stroke="${color}" stroke-width="5"/>`;
    case 'boilers-buffervaten':
      return `<rect x="135" y="40" width="130" height="220" rx="60" fill="#f4f6f8" stroke="${color}" stroke-width="6"/>
<path d="M160 110 q40 20 80 0 q-40 20 -80 40 q40 20 80 0" fill="none" stroke="${color}" stroke-width="5"/>`;
    case 'toebehoren':
      return `<circle cx="200" cy="150" r="70" fill="#f4f6f8" stroke="${color}" stroke-width="6"/>
<path d="M200 95 v110 M145 150 h110" stroke="${color}" stroke-width="10" stroke-linecap="round"/>`;
  }
}

/** A clean product illustration in the colour of its category, with the model number. */
export function productImageSvg(category: CategorySlug, modelNumber: string): string {
  const color = COLORS[category];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 320" role="img" aria-label="${escapeXml(modelNumber)}">
<rect width="400" height="320" fill="#ffffff"/>
${drawing(category, color)}
<text x="200" y="300" text-anchor="middle" font-family="Segoe UI, Arial, sans-serif" font-size="20" font-weight="600" fill="${color}">${escapeXml(modelNumber)}</text>
</svg>
`;
}

import { AUDIT_ENTITY_LABELS, type AuditEntity } from './audit';
import { APPLICATION_STATUS_LABELS } from './inbox';
import { PRODUCT_FIELD_LABELS } from './products';
import { COMPANY_ROLE_LABELS } from '../../domain/company';
import { formatEuro, formatPercent } from '../../domain/money';
import { ORDER_STATUS_LABELS, ROLE_LABELS } from '../../domain/rules';

/**
 * The audit log as people read it (domain-rules.md, "Back-office": who, when, what, before →
 * after): field names in Dutch and stored values by their names, € amounts, percentages and
 * Dutch dates, wherever the log is shown. Entries keep the stored text; this only reads it.
 */

const FIELD_LABELS: Record<string, string> = {
  ...PRODUCT_FIELD_LABELS,
  role: 'Rol',
  discount: 'Korting',
  rewardPoints: 'Spaarpunten',
  status: 'Status',
  trackAndTrace: 'Track-and-trace',
  trackingCode: 'Track-and-trace',
  carrier: 'Vervoerder',
  shipment: 'Levering',
  expectedDeliveryDate: 'Verwachte levering',
  deliveredAt: 'Geleverd op',
  invoice: 'Factuur',
  backorderable: 'Nabestelbaar',
  orderable: 'Bestelbaar',
  inStock: 'Op voorraad',
  documents: 'Documenten',
  heatPump: 'Warmtepompgegevens',
  archived: 'Gearchiveerd',
  rejectionReason: 'Reden',
  read: 'Gelezen',
  email: 'E-mailadres',
  company: 'Bedrijf',
  companyId: 'Bedrijf',
  companyRole: 'Rol in het bedrijf',
  pointsEarned: 'Spaarpunten verdiend',
  pointsReturned: 'Spaarpunten teruggeboekt',
};

const CENTS = new Set(['price', 'installateurPrijs']);
const PERCENT = new Set(['discount', 'vatRate']);
const COUNTS = new Set(['rewardPoints', 'stockQuantity', 'pointsEarned', 'pointsReturned']);
const STATUS_LABELS: Record<string, string> = {
  ...APPLICATION_STATUS_LABELS,
  ...ORDER_STATUS_LABELS,
};
const LABELS_BY_FIELD: Record<string, Record<string, string>> = {
  status: STATUS_LABELS,
  role: ROLE_LABELS,
  companyRole: COMPANY_ROLE_LABELS,
};

const day = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'UTC' });
const moment = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});
const number = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });

/** `levering-2` → `levering 2`, where a stored id names a shipment. */
const shipmentNames = (text: string) => text.replace(/\blevering-(\d+)\b/g, 'levering $1');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The record an entry is about, e.g. `Gebruiker Jan Jansen` or `Bestelling 2026-00012`: by
 * the name stored with the entry (or found for an older one), by its id only when neither is.
 */
export function auditRecordText(entry: {
  entity: AuditEntity;
  entityId: string;
  recordLabel?: string | undefined;
}): string {
  return `${AUDIT_ENTITY_LABELS[entry.entity]} ${entry.recordLabel || entry.entityId}`;
}

/** A field's Dutch name; a field logged in words (`creditfactuur`) starts with a capital. */
export function auditFieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? capitalised(field);
}

/** What an entry did, e.g. `levering-2 gewijzigd` → `Levering 2 gewijzigd`. */
export function auditActionText(action: string): string {
  return capitalised(shipmentNames(action));
}

/** A stored before or after value as people read it; `—` (nothing) stays as it is. */
export function auditValueText(field: string, value: string): string {
  if (value === '—' || value === '') return '—';
  const named = LABELS_BY_FIELD[field]?.[value];
  if (named) return named;
  if (value === 'true') return 'ja';
  if (value === 'false') return 'nee';
  // Only figures of known fields: a track-and-trace code is digits too.
  // Older entries stored a percentage as text ("15 %").
  const bare = PERCENT.has(field) ? value.replace(/\s?%$/, '') : value;
  const figure = /^-?\d+(\.\d+)?$/.test(bare) ? Number(bare) : null;
  if (figure !== null) {
    if (CENTS.has(field)) return formatEuro(figure);
    if (PERCENT.has(field)) return formatPercent(figure);
    if (field === 'warrantyMonths') return `${number.format(figure)} maanden`;
    if (field === 'leadTimeDays') return `${number.format(figure)} werkdagen`;
    if (COUNTS.has(field)) return number.format(figure);
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return day.format(new Date(`${value}T00:00:00Z`));
  if (/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(value)) return moment.format(new Date(value));
  return field === 'shipment' ? capitalised(shipmentNames(value)) : shipmentNames(value);
}

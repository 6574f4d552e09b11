/** Query keys of the firm's invoices to its clients. */
export const customerInvoiceKeys = {
  all: ['customer-invoices'] as const,
  ofOfferte: (offerteId: string) => [...customerInvoiceKeys.all, 'offerte', offerteId] as const,
  open: (clientId: string) => [...customerInvoiceKeys.all, 'open', clientId] as const,
};

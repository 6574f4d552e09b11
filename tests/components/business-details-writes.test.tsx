import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useBusinessDetails, useUploadLogo } from '@/features/offertes/api/business-details';
import type { BusinessDetails } from '@shared/schemas/business-details';
import { withQueries } from './api-stub';

const details = (logoUrl?: string): BusinessDetails => ({
  tradeName: 'Bos Installatie',
  address: '',
  kvkNumber: '',
  btwId: '',
  iban: '',
  phone: '',
  email: '',
  website: '',
  validityDays: 30,
  terms: '',
  depositPercent: 30,
  invoicePrefix: '',
  mailSenderName: '',
  mayEdit: true,
  ...(logoUrl ? { logoUrl } : {}),
});

describe("the business details' writes", () => {
  it('sends the logo as the file itself, and the answer becomes the details every form shows', async () => {
    const sent: { url: string; init: RequestInit | undefined }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        sent.push({ url, init });
        const answer = init?.method === 'PUT' ? details('/api/files/logos/bos.png') : details();
        return new Response(JSON.stringify(answer), { status: 200 });
      }),
    );
    const { result } = renderHook(() => ({ read: useBusinessDetails(), upload: useUploadLogo() }), {
      wrapper: ({ children }: { children: ReactNode }) => withQueries(children),
    });
    await waitFor(() => expect(result.current.read.data?.logoUrl).toBeUndefined());
    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'bos.png', { type: 'image/png' });
    result.current.upload.mutate(logo);
    await waitFor(() => expect(result.current.read.data?.logoUrl).toBe('/api/files/logos/bos.png'));
    const put = sent.find((request) => request.init?.method === 'PUT');
    expect(put?.url).toMatch(/\/api\/business-details\/logo$/);
    expect(put?.init?.body).toBe(logo);
    expect(new Headers(put?.init?.headers).get('content-type')).toBe('image/png');
  });
});

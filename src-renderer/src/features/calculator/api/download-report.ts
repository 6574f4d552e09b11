import { dutchDay } from '@shared/domain/calendar';
import { apiDownload } from '@/lib/api-client';
import type { ReportRequest } from '@shared/schemas/calculator';

/** The calculation as a report (PDF), recomputed on the server from its inputs. */
export function downloadReport(request: ReportRequest) {
  const stamp = dutchDay(new Date());
  return apiDownload('/api/calculator/report', `warmteverliesrapport-${stamp}.pdf`, {
    body: request,
  });
}

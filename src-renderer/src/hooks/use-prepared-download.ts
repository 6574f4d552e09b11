import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError, fetchFile, saveResponse } from '@/lib/api-client';
import { fileInProgressSchema, type FileInProgress } from '@shared/schemas/documents';

interface Asked {
  path: string;
  filename: string;
  /** Each click is a new download, even of the same file. */
  at: number;
}

/** One ask: done (saved, or refused and reported), or the server still makes the file. */
type Round = { done: true } | { done: false; waiting: FileInProgress };

async function askOnce({ path, filename }: Asked): Promise<Round> {
  const response = await fetchFile(path);
  if (response.status !== 202) {
    await saveResponse(response, filename);
    return { done: true };
  }
  const answer = fileInProgressSchema.safeParse(await response.json().catch(() => undefined));
  if (!answer.success) {
    throw new ApiRequestError(
      response.status,
      'onverwacht_antwoord',
      'De server gaf een onverwacht antwoord. Probeer het later opnieuw.',
    );
  }
  return { done: false, waiting: answer.data };
}

export interface PreparedDownload {
  /** Asks for the file, and again while the server makes it, until it is saved. */
  start(path: string, filename: string): void;
  /** True from the click until the file is saved or refused. */
  isPending: boolean;
  /** The server's Dutch "being made" while it makes the file. */
  waiting: FileInProgress | null;
}

/**
 * A file the server makes from the whole catalogue first (a price list, the export): asked;
 * while the server answers 202 ("being made") asked again after the seconds it names; then
 * saved as a download. A refusal goes to `onError`.
 */
export function usePreparedDownload(onError: (error: Error) => void): PreparedDownload {
  const [asked, setAsked] = useState<Asked | null>(null);
  const { data } = useQuery({
    queryKey: ['voorbereide-download', asked],
    queryFn: async (): Promise<Round> => {
      if (!asked) return { done: true };
      const round = await askOnce(asked).catch((error: unknown): Round => {
        onError(error instanceof Error ? error : new Error(String(error)));
        return { done: true };
      });
      // Ready or refused: the next click asks anew.
      if (round.done) setAsked(null);
      return round;
    },
    enabled: asked !== null,
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => {
      const last = query.state.data;
      return last && !last.done ? last.waiting.retryAfterSeconds * 1000 : false;
    },
    refetchIntervalInBackground: true,
  });

  return {
    start: (path, filename) => setAsked({ path, filename, at: Date.now() }),
    isPending: asked !== null,
    waiting: asked && data && !data.done ? data.waiting : null,
  };
}

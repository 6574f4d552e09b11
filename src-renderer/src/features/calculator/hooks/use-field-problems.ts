import { createContext, useCallback, useContext, useEffect, useId, useState } from 'react';

/**
 * Which calculator fields show an error right now. A field that shows one keeps its last
 * accepted value, so nothing may be computed, saved or printed until it is put right
 * (issue 36): the page withholds its results and refuses `Berekenen`, `Opslaan` and the pdfs.
 */
type Report = (field: string, problem: string | undefined) => void;

const FieldProblems = createContext<Report | null>(null);
export const FieldProblemsProvider = FieldProblems.Provider;

/** The fields with an error inside one provider, and the reporter to provide. */
export function useFieldProblems(): { count: number; report: Report } {
  const [problems, setProblems] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<Report>((field, problem) => {
    setProblems((current) => {
      if (current.has(field) === (problem !== undefined)) return current;
      const next = new Set(current);
      if (problem === undefined) next.delete(field);
      else next.add(field);
      return next;
    });
  }, []);
  return { count: problems.size, report };
}

/** Tells the nearest provider whether this field shows an error (and forgets it on unmount). */
export function useReportProblem(problem: string | undefined): void {
  const report = useContext(FieldProblems);
  const field = useId();
  useEffect(() => {
    report?.(field, problem);
  }, [report, field, problem]);
  useEffect(() => () => report?.(field, undefined), [report, field]);
}

/** Moves the focus to the first field showing an error inside `root`; false when there is none. */
export function focusFirstProblem(root: ParentNode | null): boolean {
  const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  field.focus();
  return true;
}

export const FIX_FIRST_MESSAGE =
  'Er is niets berekend of opgeslagen: verbeter eerst het veld met de rode melding.';

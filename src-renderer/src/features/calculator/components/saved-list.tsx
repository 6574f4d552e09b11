import { useState } from 'react';
import { toast } from '@/components/toasts';
import { PagedList } from '@/components/query-states';
import type { Calculation } from '@shared/schemas/calculator';
import { getCalculation } from '../api/get-calculation';
import { useCalculations } from '../api/get-calculations';
import { useDeleteCalculation } from '../api/delete-calculation';
import { formatLongDate } from '@/lib/dates';
import { formatKw } from '@shared/calculator/format';

const METHOD_LABELS = { snel: 'snelle schatting', gas: 'gasverbruik', vertrek: 'per vertrek' };

/** The user's saved calculations: reopen or delete, more on demand. */
export function SavedList({
  currentId,
  onOpen,
}: {
  currentId?: string;
  onOpen(calculation: Calculation): void;
}) {
  const list = useCalculations();
  const remove = useDeleteCalculation();
  const [opening, setOpening] = useState<string | null>(null);

  async function open(id: string) {
    setOpening(id);
    try {
      onOpen(await getCalculation(id));
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setOpening(null);
    }
  }

  return (
    <section className="card calc-saved" aria-labelledby="calc-saved-title">
      <h2 id="calc-saved-title">Opgeslagen berekeningen</h2>
      <PagedList
        query={list}
        what="Je berekeningen"
        empty="Nog niets opgeslagen. Reken een woning door en kies Opslaan."
      >
        {(items) => (
          <ul className="calc-saved-list">
            {items.map((item) => (
              <li key={item.id} className={item.id === currentId ? 'is-active' : undefined}>
                <div>
                  <span className="calc-line-name">{item.name}</span>
                  <span className="hint">
                    {formatKw(item.heatLossW)} · {METHOD_LABELS[item.method]} ·{' '}
                    {formatLongDate(item.updatedAt)}
                    {item.madeBy ? ` · door ${item.madeBy}` : ''}
                  </span>
                </div>
                <div className="calc-saved-actions">
                  <button
                    type="button"
                    className="button"
                    disabled={opening === item.id}
                    onClick={() => open(item.id)}
                  >
                    Openen<span className="visually-hidden"> {item.name}</span>
                  </button>
                  <button
                    type="button"
                    className="button button-ghost"
                    disabled={remove.isPending}
                    onClick={() => {
                      if (window.confirm(`Berekening "${item.name}" verwijderen?`)) {
                        remove.mutate(item.id, {
                          onError: (error) => toast.error(error.message),
                        });
                      }
                    }}
                  >
                    Verwijderen<span className="visually-hidden"> {item.name}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}

/** `Berekenen`, the submit button of each way to find the heat loss. */
export function CalculateButton({ pending = false }: { pending?: boolean }) {
  return (
    <button type="submit" className="button button-primary" disabled={pending}>
      {pending ? 'Bezig met rekenen…' : 'Berekenen'}
    </button>
  );
}

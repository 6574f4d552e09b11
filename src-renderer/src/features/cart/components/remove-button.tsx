/** "Verwijderen" for one cart line; its accessible name starts with the visible word. */
export function RemoveButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <button type="button" className="button button-ghost" onClick={onClick}>
      Verwijderen<span className="visually-hidden"> {name}</span>
    </button>
  );
}

const LEGEND: [string, string][] = [
  ['Enter', 'code toevoegen'],
  ['*5', 'aantal 5 voor de volgende code'],
  ['Del', 'laatste regel weg (leeg veld)'],
  ['F2', 'klant kiezen'],
  ['F9', 'afhalen'],
  ['F8', 'bezorgen'],
  ['F4', 'paklijst afdrukken'],
  ['Esc', 'terug naar de code'],
];

/** The keys of the counter, always on screen. */
export function KeyLegend() {
  return (
    <dl className="counter-keys" aria-label="Toetsen">
      {LEGEND.map(([key, action]) => (
        <div key={key}>
          <dt>
            <kbd>{key}</kbd>
          </dt>
          <dd>{action}</dd>
        </div>
      ))}
    </dl>
  );
}

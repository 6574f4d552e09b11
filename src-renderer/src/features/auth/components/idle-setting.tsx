import { useId, useState } from 'react';
import { IDLE_CHOICES, idleMinutes, setIdleMinutes } from '../lock-settings';

/** Settings (desktop): after how long without use the app locks itself. */
export function IdleSetting() {
  const id = useId();
  const [minutes, setMinutes] = useState(idleMinutes);
  return (
    <section className="card" aria-labelledby={`${id}-kop`}>
      <h2 id={`${id}-kop`}>Vergrendelen</h2>
      <div className="field">
        <label htmlFor={id}>Automatisch vergrendelen na</label>
        <select
          id={id}
          value={minutes}
          onChange={(event) => {
            const chosen = Number(event.target.value);
            setIdleMinutes(chosen);
            setMinutes(chosen);
          }}
        >
          {IDLE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice === 0 ? 'Nooit' : `${choice} minuten`}
            </option>
          ))}
        </select>
      </div>
      <p className="muted">
        Geldt voor deze computer. Ontgrendelen vraagt het wachtwoord van wie is ingelogd.
      </p>
    </section>
  );
}

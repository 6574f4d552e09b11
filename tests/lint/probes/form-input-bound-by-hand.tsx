// wall: a raw input in a form with a value and onChange of its own, not the kit's binding
// lint as: src-renderer/src/features/support/probe.tsx
// refused by: no-restricted-syntax
import { useState } from 'react';

export function Probe() {
  const [password, setPassword] = useState('');
  return (
    <form>
      <label htmlFor="wachtwoord">Wachtwoord</label>
      <input
        id="wachtwoord"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
    </form>
  );
}

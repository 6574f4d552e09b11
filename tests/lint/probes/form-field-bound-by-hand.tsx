// wall: a kit field in a form with a value and onChange of its own, not the kit's binding
// lint as: src-renderer/src/features/support/probe.tsx
// refused by: no-restricted-syntax
import { useState } from 'react';
import { TextField } from '@/components/form-field';

export function Probe() {
  const [name, setName] = useState('');
  return (
    <form>
      <TextField label="Naam" value={name} onChange={(event) => setName(event.target.value)} />
    </form>
  );
}

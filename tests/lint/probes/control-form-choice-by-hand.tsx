// wall: control: a radio or checkbox in a form names its value and may keep its own change; a raw input outside a form may be controlled
// lint as: src-renderer/src/features/support/probe.tsx
// allowed
import { useState } from 'react';

export function Probe() {
  const [delivery, setDelivery] = useState('bezorgen');
  const [agreed, setAgreed] = useState(false);
  const [filter, setFilter] = useState('');
  return (
    <>
      <input
        aria-label="Filter"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <form>
        <input
          type="radio"
          name="levering"
          value="bezorgen"
          checked={delivery === 'bezorgen'}
          onChange={() => setDelivery('bezorgen')}
        />
        <input type="checkbox" checked={agreed} onChange={() => setAgreed(!agreed)} />
      </form>
    </>
  );
}

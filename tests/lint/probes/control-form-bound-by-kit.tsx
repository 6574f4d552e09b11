// wall: control: a form binds its kit fields with useZodForm; a filter outside a form may be controlled
// lint as: src-renderer/src/features/support/probe.tsx
// allowed
import { useState } from 'react';
import { z } from 'zod';
import { TextField } from '@/components/form-field';
import { useZodForm } from '@/hooks/use-zod-form';

const schema = z.object({ name: z.string() });

export function Probe() {
  const { field } = useZodForm(schema, { name: '' });
  const [filter, setFilter] = useState('');
  return (
    <>
      <TextField
        label="Zoeken"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <form>
        <TextField label="Naam" {...field('name')} />
      </form>
    </>
  );
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DataTable } from '@/components/data-table';
import { SelectField, TextAreaField, TextField } from '@/components/form-field';
import { LoadError, PagedList } from '@/components/query-states';
import { useZodForm } from '@/hooks/use-zod-form';
import { pagedQuery } from '@/lib/api-query';
import { stubApi, withQueries } from './api-stub';

const schema = z.object({
  name: z.string().trim().min(1, { error: 'Vul een naam in.' }),
  kind: z.enum(['a', 'b'], { error: 'Kies een soort.' }),
  note: z.string().max(5, { error: 'Hooguit 5 tekens.' }),
});

function Form({ onValid }: { onValid: (values: z.infer<typeof schema>) => void }) {
  const form = useZodForm(schema, { name: '', kind: 'a', note: '' });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <TextField label="Naam" hint="Zoals op de factuur." {...form.field('name')} />
      <SelectField
        label="Soort"
        options={[
          ['a', 'Soort A'],
          ['b', 'Soort B'],
        ]}
        {...form.field('kind')}
      />
      <TextAreaField label="Notitie" {...form.field('note')} />
      <button type="submit">Opslaan</button>
    </form>
  );
}

describe('the form field', () => {
  it('names its control by the label alone and ties the schema error to it', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    const name = screen.getByRole('textbox', { name: 'Naam' });
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveAccessibleDescription('Zoals op de factuur.');

    await userEvent.type(screen.getByRole('textbox', { name: 'Notitie' }), 'te lange notitie');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Vul een naam in.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Vul een naam in. Zoals op de factuur.');
    expect(screen.getByRole('textbox', { name: 'Notitie' })).toHaveAccessibleDescription(
      'Hooguit 5 tekens.',
    );
    expect(screen.getByRole('combobox', { name: 'Soort' })).not.toHaveAttribute('aria-invalid');
    expect(onValid).not.toHaveBeenCalled();

    await userEvent.type(name, 'Bram');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Notitie' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Soort' }), 'Soort B');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Bram', kind: 'b', note: '' }, expect.anything());
    expect(name).not.toHaveAttribute('aria-invalid');
  });
});

describe('the data table', () => {
  it('labels every value with its column for the phone cards, the title cell excepted', () => {
    render(
      <DataTable
        caption="Producten"
        rows={[{ id: 'p1', name: 'Pomp', price: '€ 10,00' }]}
        rowKey={(row) => row.id}
        columns={[
          { header: 'Product', primary: true, cell: (row) => row.name },
          { header: 'Prijs', align: 'amount', cell: (row) => row.price },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Producten' });
    const [title, price] = within(table).getAllByRole('cell');
    expect(title).not.toHaveAttribute('data-label');
    expect(price).toHaveAttribute('data-label', 'Prijs');
    expect(within(table).getByRole('columnheader', { name: 'Prijs' })).toBeInTheDocument();
  });
});

const itemSchema = z.object({ id: z.string(), name: z.string() });
const pageOf = z.object({ items: z.array(itemSchema), nextCursor: z.string().nullable() });

function Names({ q }: { q: string }) {
  const query = useInfiniteQuery(
    pagedQuery({ queryKey: ['names', q], path: '/api/names', schema: pageOf, filters: { q } }),
  );
  return (
    <PagedList query={query} what="Namen" empty="Geen namen.">
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item.id}>{item.name}</li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

describe('a paged list with its states', () => {
  it('shows the server error with Opnieuw proberen, and the list after a retry', async () => {
    let calls = 0;
    stubApi(() => {
      calls += 1;
      return calls === 1
        ? new Response(JSON.stringify({ error: { code: 'x', message: 'Even niet.' } }), {
            status: 400,
          })
        : { items: [{ id: '1', name: 'Anna' }], nextCursor: null };
    });
    render(withQueries(<Names q="" />));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Namen konden niet worden geladen. Even niet.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Anna')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Meer laden' })).not.toBeInTheDocument();
  });

  it('offers no retry when the server refused the reader', async () => {
    stubApi(
      () =>
        new Response(
          JSON.stringify({ error: { code: 'geen_toegang', message: 'Dit mag je niet.' } }),
          { status: 403 },
        ),
    );
    render(withQueries(<Names q="" />));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dit mag je niet.');
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).not.toBeInTheDocument();
  });

  it('says so when the search finds nothing, and sends the search to the server', async () => {
    const asked = stubApi(() => ({ items: [], nextCursor: null }));
    render(withQueries(<Names q="zz" />));
    expect(await screen.findByText('Geen namen.')).toBeInTheDocument();
    expect(asked).toEqual(['/api/names?q=zz']);
  });

  it('does not claim nothing was found while a search stopped early, and searches on', async () => {
    const asked = stubApi((url) =>
      url.includes('cursor=')
        ? { items: [{ id: '9', name: 'Zara' }], nextCursor: null }
        : { items: [], nextCursor: 'verder' },
    );
    render(withQueries(<Names q="za" />));
    expect(await screen.findByText('Nog niets gevonden; zoek verder.')).toBeInTheDocument();
    expect(screen.queryByText('Geen namen.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Meer laden' }));
    expect(await screen.findByText('Zara')).toBeInTheDocument();
    expect(screen.queryByText('Nog niets gevonden; zoek verder.')).not.toBeInTheDocument();
    expect(asked).toEqual(['/api/names?q=za', '/api/names?q=za&cursor=verder']);
  });
});

describe('a load error says kon of one thing and konden of many', () => {
  it.each([
    [true, 'De bestellijst kon niet worden geladen. Deze bestellijst bestaat niet.'],
    [false, 'De bestellingen konden niet worden geladen. Deze bestellijst bestaat niet.'],
  ])('one=%s', (one, text) => {
    render(
      <LoadError
        what={one ? 'De bestellijst' : 'De bestellingen'}
        one={one}
        message="Deze bestellijst bestaat niet."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { heatLoss } from '@shared/calculator/heat-loss';
import { RoomsForm } from '@/features/calculator/components/rooms-form';
import {
  newRoomsDraft,
  toHeatLossRequest,
  type RoomsDraft,
} from '@/features/calculator/rooms-draft';
import { referenceHouse } from '../fixtures/reference-house';

const seen: { draft: RoomsDraft } = { draft: newRoomsDraft('1965-1974') };

function Harness() {
  const [draft, setDraft] = useState(() => newRoomsDraft('1965-1974'));
  const [gas, setGas] = useState<{ yearlyGasM3: number | null; occupants: number }>({
    yearlyGasM3: null,
    occupants: 4,
  });
  return (
    <RoomsForm
      draft={draft}
      gas={gas}
      onChange={(next) => {
        seen.draft = next;
        setDraft(next);
      }}
      onGas={setGas}
      onResult={() => undefined}
    />
  );
}

describe('rooms without typing fatigue', () => {
  it('enters the six-room reference house (docs/domain-rules.md) in at most 30 typed fields', async () => {
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <Harness />
      </QueryClientProvider>,
    );
    let typed = 0;
    const room = (index: number) => {
      const all = container.querySelectorAll<HTMLElement>('fieldset.calc-room');
      const found = all[index];
      if (!found) throw new Error(`no room ${index}`);
      return within(found);
    };
    async function fill(index: number, label: string, value: string) {
      // One fill per field, as a user types it (the form is large: typing per key is slow).
      fireEvent.change(room(index).getByLabelText(label), { target: { value } });
      typed += 1;
      await Promise.resolve();
    }
    async function measures(index: number, values: Record<string, string>) {
      for (const [label, value] of Object.entries(values)) await fill(index, label, value);
    }
    const copy = (index: number) =>
      fireEvent.click(room(index).getByRole('button', { name: /^Kopieer vertrek/ }));

    // 0 Woonkamer (the first room's default name and 22 °C).
    await measures(0, {
      'Lengte (m)': '6',
      'Breedte (m)': '4,5',
      'Buitengevel (m)': '6',
      'Ramen en deuren (m²)': '4',
      'Woningscheidende wand (m)': '9',
    });
    // 1 Keuken, copied from the living room.
    copy(0);
    await measures(1, {
      'Naam vertrek': 'Keuken',
      'Lengte (m)': '3',
      'Breedte (m)': '3,5',
      'Buitengevel (m)': '3',
      'Ramen en deuren (m²)': '1,5',
      'Woningscheidende wand (m)': '3,5',
    });
    // 2 Hal, copied from the kitchen: 20 °C follows from its name.
    copy(1);
    await measures(2, { 'Naam vertrek': 'Hal', 'Ramen en deuren (m²)': '2' });
    // 3 Slaapkamer 1, copied from the living room, under the roof.
    copy(0);
    await measures(1, {
      'Naam vertrek': 'Slaapkamer 1',
      'Breedte (m)': '4',
      'Ramen en deuren (m²)': '3',
      'Woningscheidende wand (m)': '8',
    });
    fireEvent.change(room(1).getByLabelText('Vloer'), { target: { value: 'verwarmd' } });
    fireEvent.change(room(1).getByLabelText('Plafond'), { target: { value: 'dak' } });
    // 4 Slaapkamer 2 and 5 Badkamer (24 °C by its name).
    copy(1);
    await measures(2, {
      'Naam vertrek': 'Slaapkamer 2',
      'Lengte (m)': '3',
      'Buitengevel (m)': '3',
      'Ramen en deuren (m²)': '1,5',
      'Woningscheidende wand (m)': '4',
    });
    copy(2);
    await measures(3, { 'Naam vertrek': 'Badkamer', 'Ramen en deuren (m²)': '0,8' });

    expect(typed).toBeLessThanOrEqual(30);
    expect(seen.draft.rooms.map((r) => [r.name, r.temperature])).toEqual([
      ['Woonkamer', 22],
      ['Slaapkamer 1', 20],
      ['Slaapkamer 2', 20],
      ['Badkamer', 24],
      ['Keuken', 22],
      ['Hal', 20],
    ]);
    const entered = heatLoss(toHeatLossRequest(seen.draft));
    const expected = heatLoss(referenceHouse);
    expect(Math.abs(entered.totalW - expected.totalW) / expected.totalW).toBeLessThan(0.01);
    expect(screen.getAllByRole('button', { name: /^Kopieer vertrek/ })).toHaveLength(6);
  }, 90_000); // six rooms of fields in jsdom: slow on a shared machine, not waiting on time
});

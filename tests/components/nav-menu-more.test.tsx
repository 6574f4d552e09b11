import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavMenu } from '@/components/nav-menu';

const links = ['Dashboard', 'Bestellingen', 'Facturen', 'Klantenservice'].map((label) => ({
  to: `/${label.toLowerCase()}`,
  label,
}));

/** jsdom lays nothing out: the list's widths are what a 375 px phone would measure. */
function listMeasures(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

function renderMenu() {
  render(
    <MemoryRouter>
      <NavMenu label="Mijn portaal" links={links} />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Mijn portaal' });
}

afterEach(() => vi.restoreAllMocks());

describe('a menu that scrolls sideways', () => {
  it('shows and says that more follows, and at its end that items came before', () => {
    listMeasures(700, 375);
    const nav = renderMenu();
    expect(nav).toHaveAttribute('data-more-after');
    expect(nav).not.toHaveAttribute('data-more-before');
    expect(nav).toHaveAccessibleDescription(/schuif opzij voor meer onderdelen/);

    const list = screen.getByRole('list');
    list.scrollLeft = 325;
    fireEvent.scroll(list);
    expect(nav).not.toHaveAttribute('data-more-after');
    expect(nav).toHaveAttribute('data-more-before');
    expect(nav).toHaveAccessibleDescription(/schuif terug/);
  });

  it('shows no cue and no hint when every item fits', () => {
    listMeasures(300, 375);
    const nav = renderMenu();
    expect(nav).not.toHaveAttribute('data-more-after');
    expect(nav).not.toHaveAttribute('data-more-before');
    expect(nav).not.toHaveAttribute('aria-describedby');
  });
});

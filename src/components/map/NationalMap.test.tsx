// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import NationalMap, { type MapPlace } from './NationalMap';

const dollars = (n: number) => `$${n.toFixed(2)}`;

describe('NationalMap', () => {
  afterEach(cleanup);

  it('colours the states that have a value, each named with it and focusable, its value shown on focus', () => {
    const places: MapPlace[] = [
      { id: 'TX', name: 'Texas', value: 11.5, detail: '14 items' },
      { id: 'CA', name: 'California', value: 14 },
    ];
    render(
      <NationalMap
        title="Median price by state"
        level="state"
        places={places}
        metric="median price"
        formatValue={dollars}
      />,
    );
    const map = screen.getByRole('group', { name: 'Median price by state' });
    const texas = screen.getByRole('img', { name: 'Texas: median price $11.50, 14 items' });
    expect(map.contains(texas)).toBe(true);
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(texas.getAttribute('tabindex')).toBe('0');
    fireEvent.focus(texas);
    expect(screen.getByTestId('map-tooltip').textContent).toBe('Texasmedian price: $11.50, 14 items');
    fireEvent.blur(texas);
    expect(screen.queryByTestId('map-tooltip')).toBeNull();
  });

  it('draws a city as a link named with its value, and says which cities it could not place', () => {
    const places: MapPlace[] = [
      { id: 'TX/Austin', name: 'Austin, TX', value: 832, location: { latitude: 30.27, longitude: -97.74 }, href: '/x' },
      { id: 'PR/San Juan', name: 'San Juan, PR', value: 10, location: { latitude: 18.47, longitude: -66.11 } },
    ];
    const highlighted: (string | null)[] = [];
    render(
      <MemoryRouter>
        <NationalMap
          title="Restaurants"
          level="city"
          places={places}
          metric="restaurants"
          formatValue={String}
          onHighlight={(id) => highlighted.push(id)}
        />
      </MemoryRouter>,
    );
    const austin = screen.getByRole('link', { name: 'Austin, TX: restaurants 832' });
    fireEvent.mouseEnter(austin);
    expect(highlighted).toEqual(['TX/Austin']);
    expect(screen.getByText(/One city outside the 50 states and DC is not drawn/)).toBeTruthy();
  });

  it("gives the legend's smaller bubble a round value, in the figure's own format", () => {
    const places: MapPlace[] = [
      { id: 'NY/New York', name: 'New York, NY', value: 9594, location: { latitude: 40.71, longitude: -74.0 } },
      { id: 'FL/Miami', name: 'Miami, FL', value: 613, location: { latitude: 25.76, longitude: -80.19 } },
    ];
    render(
      <MemoryRouter>
        <NationalMap title="Restaurants" level="city" places={places} metric="restaurants" formatValue={String} />
      </MemoryRouter>,
    );
    expect(screen.getByText('9594')).toBeTruthy();
    expect(screen.getByText('2400')).toBeTruthy();
  });

  it('never keys a bubble below every value drawn', () => {
    const places: MapPlace[] = [
      { id: 'TX/Austin', name: 'Austin, TX', value: 11.99, location: { latitude: 30.27, longitude: -97.74 } },
      { id: 'NY/New York', name: 'New York, NY', value: 14.95, location: { latitude: 40.71, longitude: -74.0 } },
    ];
    render(
      <MemoryRouter>
        <NationalMap title="Median" level="city" places={places} metric="median price" formatValue={(v) => `$${v}`} />
      </MemoryRouter>,
    );
    const caption = screen.getByText(/Bubble area/).parentElement!;
    expect(caption.textContent).toBe('Bubble area in proportion to median price, from $11.99 to $14.95:$14.95$11.99');
  });
});

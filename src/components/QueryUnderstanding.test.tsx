// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appliedWordFilters, highlightQuery, withoutWords, type Interpretation } from '../api/search-interpretation';
import { Highlight } from './Highlight';
import { PlaceChip, QueryUnderstanding, WordFilterChips } from './QueryUnderstanding';

afterEach(cleanup);

const literal = (searched: string): Interpretation => ({
  searched,
  corrections: [],
  dropped: [],
  place: null,
  did_you_mean: null,
  filters: [],
});

const hrefFor = (q: string) => `/restaurants?q=${encodeURIComponent(q)}`;

function renderUnderstanding(typed: string, interpretation: Interpretation, placeFiltered = false) {
  return render(
    <MemoryRouter>
      <QueryUnderstanding
        typed={typed}
        interpretation={interpretation}
        hrefFor={hrefFor}
        placeFiltered={placeFiltered}
      />
    </MemoryRouter>,
  );
}

describe('QueryUnderstanding', () => {
  it('says which cuisine the whole query was read as, and which words were not required', () => {
    renderUnderstanding('thai food', {
      ...literal('thai'),
      reading: { as: 'cuisine', cuisine: 'thai', label: 'Thai', words: 'thai', ignored: ['food'], also: null },
    });
    expect(screen.getByTestId('query-reading').textContent).toBe('Read as the cuisine Thai (“food” not required)');
  });

  it('offers the dish search when a dish price in the words cannot narrow restaurants', () => {
    renderUnderstanding('vegan bowl under $12', {
      ...literal('bowl'),
      filters: [{ words: 'under $12', filter: 'price', value: { max: 12 }, applied: false, reason: 'dishes_only' }],
    });
    const link = screen.getByRole('link', { name: 'Search dishes for “vegan bowl under $12”' });
    expect(link.getAttribute('href')).toBe('/dishes?q=vegan+bowl+under+%2412');
  });

  it('says nothing when the query was searched as typed', () => {
    renderUnderstanding('pad thai', literal('pad thai'));
    expect(screen.queryByTestId('query-understanding')).toBeNull();
  });

  it('shows the corrected query, the corrected word set apart, and what was typed', () => {
    renderUnderstanding('spicy shrimpp', {
      ...literal('spicy shrimp'),
      corrections: [{ from: 'shrimpp', to: 'shrimp', kind: 'typo' }],
      did_you_mean: 'spicy shrimp',
    });
    const line = screen.getByText(/Showing results for/);
    expect(line.textContent).toBe('Showing results for spicy shrimp (searched spicy shrimpp)');
    expect(within(line).getByText('shrimp').tagName).toBe('STRONG');
    expect(within(line).getByText('spicy').tagName).not.toBe('STRONG');
    // did_you_mean repeats the applied correction: it is not offered a second time.
    expect(screen.queryByText(/Did you mean/)).toBeNull();
  });

  it('offers a correction the server suggested without applying it, as a link that searches it', () => {
    renderUnderstanding('chese pizza', { ...literal('chese pizza'), did_you_mean: 'cheese pizza' });
    const link = screen.getByRole('link', { name: 'cheese pizza' });
    expect(link.getAttribute('href')).toBe('/restaurants?q=cheese%20pizza');
    expect(link.closest('p')!.textContent).toBe('Did you mean cheese pizza?');
  });

  it('says when a place read in the query was not applied, unless a filter of the person’s own won', () => {
    const unapplied = { ...literal('sushi'), place: { city: 'Memphis', state: 'TN', applied: false } };
    renderUnderstanding('sushi memphis', unapplied);
    expect(screen.getByText('Searched everywhere, not only in Memphis, TN.')).toBeTruthy();
    cleanup();
    renderUnderstanding('sushi memphis', unapplied, true);
    expect(screen.queryByTestId('query-understanding')).toBeNull();
  });

  it('lists the words left out, quietly', () => {
    renderUnderstanding('vietnamese food', { ...literal('vietnamese'), dropped: ['food'] });
    const line = screen.getByText(/Without:/);
    expect(line.textContent).toContain('Without: food');
    expect(screen.queryByText(/Showing results for/)).toBeNull();
  });
});

describe('PlaceChip', () => {
  const memphis: Interpretation = {
    ...literal('ribs'),
    place: { city: 'Memphis', state: 'TN', applied: true },
  };

  it('shows the place applied as a filter; removing it searches the other words everywhere', () => {
    const onSearch = vi.fn();
    render(
      <ul>
        <PlaceChip interpretation={memphis} onSearch={onSearch} />
      </ul>,
    );
    expect(screen.getByRole('listitem').textContent).toContain('in Memphis, TN');
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Place: Memphis, TN' }));
    expect(onSearch).toHaveBeenCalledWith('ribs');
  });

  it('names a state recognised alone in full', () => {
    render(
      <ul>
        <PlaceChip
          interpretation={{ ...literal('tacos'), place: { city: null, state: 'TX', applied: true } }}
          onSearch={() => {}}
        />
      </ul>,
    );
    expect(screen.getByRole('listitem').textContent).toContain('in Texas');
  });

  it('is not shown for a place recognised but not applied (an explicit filter won)', () => {
    const { container } = render(
      <ul>
        <PlaceChip interpretation={{ ...memphis, place: { ...memphis.place!, applied: false } }} onSearch={() => {}} />
      </ul>,
    );
    expect(container.querySelector('li')).toBeNull();
  });
});

describe('highlighting that follows the interpretation', () => {
  const marked = (text: string, query: string) =>
    [...render(<Highlight text={text} query={query} />).container.querySelectorAll('mark')].map((m) => m.textContent);

  it('marks the corrected word, not the typo', () => {
    const query = highlightQuery('shrimpp', {
      ...literal('shrimp'),
      corrections: [{ from: 'shrimpp', to: 'shrimp', kind: 'typo' }],
    });
    expect(marked('Garlic Shrimp Skewers', query)).toEqual(['Shrimp']);
  });

  it('marks the city of an applied place, and not the words that were dropped', () => {
    const query = highlightQuery('best ribs memphis', {
      ...literal('ribs'),
      dropped: ['best'],
      place: { city: 'Memphis', state: 'TN', applied: true },
    });
    expect(marked('Best Rib Shack, 12 Beale St, Memphis, TN 38103', query)).toEqual(['Rib', 'Memphis']);
  });

  it('falls back to what was typed before any answer has come', () => {
    expect(marked('Pad Thai', highlightQuery('pad th', undefined))).toEqual(['Pad', 'Thai']);
  });
});

describe('WordFilterChips', () => {
  const cheapThai: Interpretation = {
    ...literal('thai'),
    filters: [
      { words: 'cheap', filter: 'price_range', value: ['$'], applied: true, reason: null },
      { words: 'near me', filter: 'near', value: null, applied: false, reason: 'needs_near' },
    ],
  };

  it('shows each applied filter word as a chip; removing it searches the words without it', () => {
    const onSearch = vi.fn();
    render(
      <ul>
        <WordFilterChips typed="Cheap Thai near me" readings={appliedWordFilters(cheapThai)} onSearch={onSearch} />
      </ul>,
    );
    const chips = screen.getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Price: $ (“cheap”)×']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Price: $' }));
    expect(onSearch).toHaveBeenCalledWith('Thai near me');
  });

  it('says plainly why a filter word was not applied', () => {
    renderUnderstanding('cheap thai near me', cheapThai);
    expect(screen.getByTestId('query-understanding').textContent).toContain(
      '“near me” needs your location: results are not limited by distance.',
    );
  });

  it('says when a price in words was let go because nothing matched it', () => {
    renderUnderstanding('cheap sushi in seattle', {
      ...literal('sushi'),
      filters: [{ words: 'cheap', filter: 'price_range', value: ['$'], applied: false, reason: 'nothing_matches' }],
    });
    expect(screen.getByTestId('query-understanding').textContent).toContain(
      'Nothing here is “cheap”: showing every price instead.',
    );
  });

  it('takes the words out as they were typed', () => {
    expect(withoutWords('Burger under $15', 'under 15')).toBe('Burger');
    expect(withoutWords('Gluten-free pizza', 'gluten free')).toBe('pizza');
    expect(withoutWords('late night tacos', 'late night')).toBe('tacos');
    expect(withoutWords('bestia', 'best')).toBe('bestia');
  });
});

import { describe, expect, it } from 'vitest';
import { chooseLabels, type Place } from './place-labels';

const place = (name: string, population: number, x: number, y: number) => ({
  place: { name, latitude: y, longitude: x, population },
});
const toPixel = (p: Place) => ({ x: p.longitude, y: p.latitude });
const view = { width: 400, height: 400 };

describe('place labels', () => {
  const places = [
    place('Austin', 960, 100, 100),
    place('Round Rock', 120, 110, 105), // on top of Austin's label
    place('Georgetown', 70, 100, 300),
    place('Elsewhere', 60, -50, 10), // outside the view
    place('Edgewater', 50, 395, 200), // its name would be cut by the view's edge
    place('Taylor', 16, 300, 300),
  ].map((p) => p.place);

  it('names the largest places first, leaving out a label cut by the edge or overlapping one already shown', () => {
    expect(chooseLabels(places, 9, toPixel, view).map((l) => l.place.name)).toEqual(['Austin', 'Georgetown', 'Taylor']);
  });

  it('names fewer, larger places from further out', () => {
    expect(chooseLabels(places, 7, toPixel, view).map((l) => l.place.name)).toEqual(['Austin', 'Georgetown']);
    expect(chooseLabels(places, 5, toPixel, view).map((l) => l.place.name)).toEqual(['Austin']);
  });
});

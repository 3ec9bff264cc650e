import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seededCatalogue } from '@shared/academy/courses';
import { COURSES_KEY } from '../features/academy/api/courses.api';
import { embeddedQueriesJson } from '../lib/embedded-queries';
import AcademyPage from '../pages/AcademyPage';
import { fakeFetch } from '../test/render';
import { AppProviders } from './providers';

afterEach(() => vi.unstubAllGlobals());

const catalogue = seededCatalogue('en');
const titles = () =>
  screen
    .queryAllByTestId('course-card')
    .map((card) => within(card).getByRole('heading').textContent);

function renderAcademy(embedded?: string) {
  const router = createMemoryRouter([{ path: '/academy', element: <AcademyPage /> }], {
    initialEntries: ['/academy'],
  });
  return render(
    <AppProviders embedded={embedded}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('AppProviders with the answers a prerendered page carries', () => {
  it('shows the embedded courses at once, then what the API answers now', async () => {
    // An operator renamed a course after the build.
    const now = catalogue.map((course, index) =>
      index === 1 ? { ...course, title: 'Producing a Superhero Saga' } : course,
    );
    const { fn, calls } = fakeFetch({ 'GET /api/courses': { body: now } });
    vi.stubGlobal('fetch', fn);
    const { container } = renderAcademy(
      embeddedQueriesJson([{ queryKey: COURSES_KEY, data: catalogue }]),
    );
    expect(screen.queryByText('Loading courses...')).toBeNull();
    expect(titles()).toEqual(catalogue.map((course) => course.title));
    await waitFor(() => expect(titles()).toContain('Producing a Superhero Saga'));
    expect(calls.map((call) => call.url)).toEqual(['/api/courses']);
    // The element that carried them stays, as the prerendered HTML has it.
    expect(container.querySelector('script#embedded-queries')?.textContent).toContain(
      catalogue[0].id,
    );
  });

  it('asks the API as usual when the page carries nothing usable', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/courses': { body: catalogue } }).fn);
    renderAcademy('{not json');
    expect(screen.getByText('Loading courses...')).toBeInTheDocument();
    await waitFor(() => expect(titles()).toHaveLength(catalogue.length));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Course } from '@shared/schemas/academy.schemas';
import { fakeFetch, renderRoutes } from '../test/render';
import AcademyPage from './AcademyPage';

const course = (over: Partial<Course>): Course => ({
  id: 'x',
  title: 'x',
  description: 'x',
  duration: '10 weeks',
  format: 'Studio sessions + online labs',
  price: 'AED 2,400',
  level: 'Beginner',
  category: 'Writing',
  image: '/art/academy/writing.svg',
  featured: 0,
  syllabus: [],
  outcomes: [],
  ...over,
});

const COURSES: Course[] = [
  course({
    id: 'c1',
    title: 'Comic Scriptwriting',
    description: 'Write panels that sing.',
    category: 'Writing',
    featured: 1,
    syllabus: ['S1', 'S2', 'S3', 'S4', 'S5', 'S6'],
    outcomes: ['O1', 'O2', 'O3', 'O4', 'O5'],
  }),
  course({
    id: 'c2',
    title: 'Desert Cinematography',
    description: 'Light the dunes at dusk.',
    category: 'Cinematography',
  }),
  course({
    id: 'c3',
    title: 'Sound of the Souq',
    description: 'Field recording for comics and film.',
    category: 'Audio & Sound',
  }),
];

const routes = [{ path: '/academy', element: <AcademyPage /> }];

afterEach(() => vi.unstubAllGlobals());

const titles = () =>
  screen
    .queryAllByTestId('course-card')
    .map((card) => within(card).getByRole('heading').textContent);

describe('AcademyPage', () => {
  it('shows the loading text, then the courses', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/courses': { body: COURSES } }).fn);
    renderRoutes(routes, '/academy');
    expect(screen.getByText('Loading courses...')).toBeInTheDocument();
    await waitFor(() => expect(titles()).toHaveLength(3));
  });

  it('filters by category and by search text together', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/courses': { body: COURSES } }).fn);
    const { router } = renderRoutes(routes, '/academy');
    const user = userEvent.setup();
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect(
      screen.getByRole('group', { name: 'Course categories' }).querySelectorAll('button'),
    ).toHaveLength(12);

    await user.click(screen.getByRole('button', { name: 'Cinematography' }));
    expect(screen.getByRole('button', { name: 'Cinematography' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'All Courses' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(titles()).toEqual(['Desert Cinematography']);
    expect(router.state.location.search).toBe('?category=Cinematography');

    await user.click(screen.getByRole('button', { name: 'All Courses' }));
    await user.type(screen.getByLabelText('Search courses'), 'COMICS');
    // "comics" is in the description of one course only.
    expect(titles()).toEqual(['Sound of the Souq']);

    await user.click(screen.getByRole('button', { name: 'Writing' }));
    expect(titles()).toEqual([]);
    expect(screen.getByText('No courses found matching your criteria.')).toBeInTheDocument();
  });

  it('marks the featured course and shows its curriculum, 5 syllabus items and 4 outcomes', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/courses': { body: COURSES } }).fn);
    renderRoutes(routes, '/academy');
    await waitFor(() => expect(titles()).toHaveLength(3));
    const featuredCard = screen.getAllByTestId('course-card')[0];
    expect(within(featuredCard).getByText('FEATURED')).toBeInTheDocument();
    expect(within(featuredCard).getByText('Studio sessions')).toBeInTheDocument();
    expect(screen.getAllByText('FEATURED')).toHaveLength(1);
    expect(screen.getByText('S5')).toBeInTheDocument();
    expect(screen.queryByText('S6')).not.toBeInTheDocument();
    expect(screen.getByText('O4')).toBeInTheDocument();
    expect(screen.queryByText('O5')).not.toBeInTheDocument();
  });

  it('shows the shared validation messages in the enrolment dialog and sends nothing', async () => {
    const { fn, calls } = fakeFetch({ 'GET /api/courses': { body: COURSES } });
    vi.stubGlobal('fetch', fn);
    renderRoutes(routes, '/academy');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Enroll in Desert Cinematography' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Desert Cinematography' });
    await user.type(within(dialog).getByLabelText('Full Name'), 'A');
    await user.type(within(dialog).getByLabelText('Email Address'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Enrollment' }));
    expect(
      await within(dialog).findByText('Name must be at least 2 characters'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    // Re-validated as the person types.
    await user.type(within(dialog).getByLabelText('Full Name'), 'hmad');
    await waitFor(() =>
      expect(
        within(dialog).queryByText('Name must be at least 2 characters'),
      ).not.toBeInTheDocument(),
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('enrols in the chosen course, then closes the dialog', async () => {
    const { fn, calls } = fakeFetch({
      'GET /api/courses': { body: COURSES },
      'POST /api/enrollments': { status: 201, body: { id: 'e1' } },
    });
    vi.stubGlobal('fetch', fn);
    renderRoutes(routes, '/academy');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enroll in Sound of the Souq' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sound of the Souq' });
    await user.type(within(dialog).getByLabelText('Full Name'), 'Ahmad Nasser');
    await user.type(within(dialog).getByLabelText('Email Address'), 'ahmad@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Enrollment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('toast')).toHaveTextContent(
      "Enrollment Successful!We'll contact you soon with course details and payment information.",
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Ahmad Nasser',
      email: 'ahmad@example.com',
      courseId: 'c3',
    });
  });

  it('keeps what was typed when enrolment fails', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/courses': { body: COURSES },
        'POST /api/enrollments': { status: 409, body: { message: 'Already enrolled' } },
      }).fn,
    );
    renderRoutes(routes, '/academy');
    const user = userEvent.setup();
    // The card and the call-to-action under the curriculum both enrol in the featured course.
    const [cardButton, ctaButton] = await screen.findAllByRole('button', {
      name: 'Enroll in Comic Scriptwriting',
    });
    expect(ctaButton).toBeInTheDocument();
    await user.click(cardButton);
    const dialog = await screen.findByRole('dialog', { name: 'Comic Scriptwriting' });
    await user.type(within(dialog).getByLabelText('Full Name'), 'Ahmad Nasser');
    await user.type(within(dialog).getByLabelText('Email Address'), 'ahmad@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Enrollment' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast')).toHaveTextContent(
        'ErrorFailed to process enrollment. Please try again.',
      ),
    );
    expect(within(dialog).getByLabelText('Full Name')).toHaveValue('Ahmad Nasser');
  });
});

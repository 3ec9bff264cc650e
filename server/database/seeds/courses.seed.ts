import type { DataSource } from 'typeorm';
import type { CourseCategory } from '../../../shared/enums.js';

interface CourseSeed {
  title: string;
  description: string;
  duration: string;
  format: string;
  price: string;
  level: 'Beginner' | 'Intermediate' | 'Advanced';
  category: CourseCategory;
  featured?: 1;
  syllabus: string[];
  outcomes: string[];
}

/** "AI & Tech" -> "ai-tech": the file name of a category's artwork. */
export const categorySlug = (category: string): string =>
  category.toLowerCase().replace(/&/g, ' ').trim().split(/\s+/).join('-');

export const COURSE_SEEDS: CourseSeed[] = [
  {
    title: 'Virtual Production for Superhero Worlds',
    description:
      'Build the skies of Dubai and the dunes of the Empty Quarter on an LED volume. Learn real-time engines, camera tracking and in-camera effects on a working superhero set.',
    duration: '12 weeks',
    format: 'Studio Sessions + Live Online',
    price: 'AED 6,500',
    level: 'Advanced',
    category: 'Virtual Production',
    featured: 1,
    syllabus: [
      'The LED volume: panels, processors and colour pipelines',
      'Real-time engines for film: scenes, lighting and performance',
      'Camera tracking and lens calibration',
      'Building Arab environments: souqs, dunes and skylines',
      'In-camera visual effects and the frustum',
      'Directing actors inside a virtual world',
      'Hero flight and stunt rigs on the volume',
      'Colour, exposure and matching the plate',
      'Virtual art department workflows',
      'Capstone shoot: a guardian scene in the volume',
    ],
    outcomes: [
      'Plan and run a virtual production shoot from brief to wrap',
      'Build a real-time environment ready for an LED stage',
      'Calibrate tracked cameras and lenses for in-camera effects',
      'Light physical actors to match a virtual world',
      'Work with a virtual art department and a VFX supervisor',
      'Deliver a portfolio scene shot on a professional volume',
    ],
  },
  {
    title: 'Producing a Superhero Series',
    description:
      'From pitch deck to premiere: budgets, schedules, crews and partners for an animated or live-action series set in the Abtal universe.',
    duration: '10 weeks',
    format: 'Live Online + Studio Sessions',
    price: 'AED 3,200',
    level: 'Intermediate',
    category: 'Production',
    syllabus: [
      'Developing a series bible and pitch',
      'Budgets and financing in the GCC market',
      'Scheduling a season',
      'Hiring and leading a crew',
      'Working with brand partners and broadcasters',
    ],
    outcomes: [
      'Write a pitch deck and series bible',
      'Build a season budget and schedule',
      'Lead a production from development to delivery',
    ],
  },
  {
    title: 'Cinematography of Light and Sand',
    description:
      'Shoot the desert, the city and the night sky. Natural light, high-contrast exteriors and the look of the guardians on camera.',
    duration: '8 weeks',
    format: 'On Location + Live Online',
    price: 'AED 2,800',
    level: 'Intermediate',
    category: 'Cinematography',
    syllabus: [
      'Cameras, sensors and lenses for harsh light',
      'Shooting golden hour and blue hour in the desert',
      'Night exteriors and the city skyline',
      'Movement: gimbals, drones and cranes',
      'Building a visual language for a hero',
    ],
    outcomes: [
      'Expose and light for extreme desert conditions',
      'Plan a shot list that tells a story',
      'Create a consistent look for a character',
    ],
  },
  {
    title: 'Writing Arab Superhero Stories',
    description:
      'Create heroes rooted in heritage: myth, character arcs, comic scripting and the structure of an origin story.',
    duration: '8 weeks',
    format: 'Live Online + Writers Room',
    price: 'AED 1,900',
    level: 'Beginner',
    category: 'Writing',
    syllabus: [
      'Myth and legend across the Arab world',
      'The origin story: call, trial and transformation',
      'Writing comic scripts panel by panel',
      'Dialogue in English and Arabic',
      'Building a shared universe',
    ],
    outcomes: [
      'Write a complete origin-story comic script',
      'Develop a hero with a clear arc and symbolism',
      'Pitch a story to an editor',
    ],
  },
  {
    title: 'Comic Scripting and Visual Storytelling',
    description:
      'Work with artists the way professional comic writers do: page turns, panel rhythm, lettering and the silent panel.',
    duration: '6 weeks',
    format: 'Live Online + Portfolio Reviews',
    price: 'AED 1,600',
    level: 'Intermediate',
    category: 'Writing',
    syllabus: [
      'Page turns and pacing',
      'Panel rhythm and the silent panel',
      'Writing for the letterer',
      'Collaborating with pencillers and colourists',
    ],
    outcomes: [
      'Write pages an artist can draw from',
      'Pace an issue for suspense and reveal',
      'Give useful notes on art',
    ],
  },
  {
    title: 'AI Tools for Comic and Film Creators',
    description:
      'Use generative tools responsibly in concept art, previsualisation, dubbing and edit assistance, with a human in charge of every creative decision.',
    duration: '6 weeks',
    format: 'Live Online + Lab Sessions',
    price: 'AED 2,400',
    level: 'Beginner',
    category: 'AI & Tech',
    syllabus: [
      'What generative models can and cannot do',
      'Concept art and moodboards with AI assistance',
      'Previsualisation and animatics',
      'Voice, dubbing and translation workflows',
      'Credits, consent and disclosure',
    ],
    outcomes: [
      'Speed up pre-production with AI tools',
      'Keep creative control and clear credits',
      'Judge where AI helps and where it harms a project',
    ],
  },
  {
    title: 'Heritage, Myth and Identity on Screen',
    description:
      'Represent the cultures of the region with depth and respect: history, architecture, dress, language and the stories behind the symbols.',
    duration: '8 weeks',
    format: 'Live Online + Museum Visits',
    price: 'AED 1,500',
    level: 'Beginner',
    category: 'Cultural Studies',
    syllabus: [
      'Trade routes, oases and cities of the Arabian Peninsula',
      'Calligraphy, pattern and architecture as design language',
      'Falconry, pearl diving and other living traditions',
      'Avoiding stereotypes in character design',
    ],
    outcomes: [
      'Research a setting with primary sources',
      'Design characters that honour their heritage',
      'Review scripts for cultural accuracy',
    ],
  },
  {
    title: 'Intellectual Property for Creators',
    description:
      'Protect and license characters and stories: copyright, trademarks, licensing deals, NFTs and contracts with partners in the GCC.',
    duration: '4 weeks',
    format: 'Live Online + Case Clinics',
    price: 'AED 1,200',
    level: 'Intermediate',
    category: 'Digital Rights',
    syllabus: [
      'Copyright and moral rights in the UAE and Saudi Arabia',
      'Trademarks for characters and logos',
      'Licensing and merchandise deals',
      'Digital collectibles and platform terms',
    ],
    outcomes: [
      'Register and protect creative work',
      'Read and negotiate a licensing contract',
      'Plan the rights of a shared universe',
    ],
  },
  {
    title: 'Sound Design for Heroes',
    description:
      'Give powers a voice: foley, sound effects, score and mixing for comics-to-screen, trailers and immersive station installations.',
    duration: '8 weeks',
    format: 'Studio Sessions + Live Online',
    price: 'AED 2,600',
    level: 'Intermediate',
    category: 'Audio & Sound',
    syllabus: [
      'Recording foley in the studio and the field',
      'Designing the sound of fire, water, earth and sky',
      'Scoring with maqam and orchestra',
      'Mixing for cinema, streaming and spatial audio',
    ],
    outcomes: [
      'Build a sound palette for a character',
      'Deliver a mixed trailer soundtrack',
      'Design audio for a public installation',
    ],
  },
  {
    title: 'Animatronics and Robotics for Live Experiences',
    description:
      'Build the moving heroes of theme parks and metro activations: mechanisms, sensors, motion control and safety around the public.',
    duration: '12 weeks',
    format: 'Maker Lab + Live Online',
    price: 'AED 5,200',
    level: 'Advanced',
    category: 'Robotics',
    syllabus: [
      'Mechanisms and actuators',
      'Sensors and interactive triggers',
      'Motion control and show programming',
      'Skins, costumes and finishes',
      'Safety for public installations',
    ],
    outcomes: [
      'Prototype an interactive animatronic figure',
      'Program a repeatable show sequence',
      'Plan a safe installation in a public space',
    ],
  },
  {
    title: 'Entertainment Journalism and Fan Media',
    description:
      'Report on comics, film and games: interviews, reviews, podcasts and building an honest fan media channel.',
    duration: '6 weeks',
    format: 'Live Online + Newsroom Practice',
    price: 'AED 1,400',
    level: 'Beginner',
    category: 'Journalism',
    syllabus: [
      'News values in entertainment coverage',
      'Interviewing creators and talent',
      'Writing reviews that are fair and useful',
      'Podcasting and video formats',
    ],
    outcomes: [
      'Publish an interview and a review',
      'Launch a podcast or video series',
      'Follow editorial ethics with embargoes and access',
    ],
  },
  {
    title: 'Creative Leadership and Media Ethics',
    description:
      'Lead creative teams with integrity: representation, audiences of all ages, responsible storytelling and decisions under pressure.',
    duration: '6 weeks',
    format: 'Live Online + Leadership Circles',
    price: 'AED 2,100',
    level: 'Advanced',
    category: 'Ethics & Leadership',
    syllabus: [
      'Values-led leadership in creative studios',
      'Storytelling for young audiences',
      'Representation and inclusion',
      'Ethical partnerships and brand integration',
    ],
    outcomes: [
      'Set and keep a studio code of conduct',
      'Make clear, fair calls on sensitive content',
      'Lead a diverse team through production',
    ],
  },
];

/** The academy catalogue; a course whose title is already there is left as it is. */
export async function seedCourses(dataSource: DataSource): Promise<void> {
  for (const course of COURSE_SEEDS) {
    await dataSource.query(
      `INSERT INTO courses
         (title, description, duration, format, price, level, category, image, featured,
          syllabus, outcomes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::text[], $11::text[])
       ON CONFLICT (title) DO NOTHING`,
      [
        course.title,
        course.description,
        course.duration,
        course.format,
        course.price,
        course.level,
        course.category,
        `/art/academy/${categorySlug(course.category)}.svg`,
        course.featured ?? 0,
        course.syllabus,
        course.outcomes,
      ],
    );
  }
}

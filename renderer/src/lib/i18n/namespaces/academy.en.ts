/** The academy page's fixed sections: why it exists and what students have made. */
export const academy = {
  pillars: {
    making: {
      title: 'Learn by making',
      text: 'Every cohort ships a real piece of the universe: a short film, a comic chapter, a soundscape or a virtual set.',
    },
    mentors: {
      title: 'Mentors from the industry',
      text: 'Directors, writers, animators and engineers from studios in Riyadh, Dubai, Beirut and Cairo.',
    },
    heritage: {
      title: 'Rooted in our heritage',
      text: 'Stories, sounds and symbols of the Arab world, told with the tools of tomorrow.',
    },
  },
  portfolio: {
    motionComic: {
      title: 'Guardians of Dubai: motion comic',
      meta: 'Production · Audio & Sound',
      text: 'A cohort adapted episode 001 into a two-minute motion comic with an original score.',
    },
    virtualSet: {
      title: 'AlUla at dusk: virtual set',
      meta: 'Virtual Production · Cinematography',
      text: 'A real-time desert set lit for night scenes, used in the Asad AlUla trailer.',
    },
    podcast: {
      title: 'Voices of the souq',
      meta: 'Journalism · Cultural Studies',
      text: 'A documentary podcast on the craftspeople whose patterns inspired the guardians’ armour.',
    },
    droneRig: {
      title: 'Sky Panther drone rig',
      meta: 'Robotics · AI & Tech',
      text: 'A programmable camera drone that flies the chase shots of Fahd Al-Samaa.',
    },
  },
} as const;

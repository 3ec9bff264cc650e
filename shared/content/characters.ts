import type { Character, CharacterId } from './types.js';

/** The five guardians, in the order the Heroes grid shows them. */
export const CHARACTERS: readonly Character[] = [
  {
    id: 'jalal',
    name: 'Jalal',
    title: 'The Desert Fire',
    element: 'Fire',
    powers: ['Flame Mastery', 'Mirage Walk', "Falcon's Sight", 'Ember Shield'],
    origin:
      "Jalal grew up among the dunes of the Rub' al Khali, a falconer like his grandfather, reading the wind the way others read books. On the night of the great alignment a falling star landed in his open hands and did not burn him. Now the flame of the desert lives in him: it lights the way for lost travellers and turns back any storm that threatens the caravans.",
    symbolism:
      'The campfire of Arab hospitality: a flame that welcomes every traveller and is never allowed to go out. His falcon stands for patience, loyalty and a heritage passed from grandfather to grandson.',
    image: '/art/heroes/jalal.svg',
    color: 'text-orange-400',
    icon: 'flame',
  },
  {
    id: 'nazra',
    name: 'Nazra',
    title: 'Guardian of Earth',
    element: 'Earth',
    powers: ['Earth Shaping', 'Living Growth', 'Seismic Sense', 'Root Binding'],
    origin:
      'Nazra is a botanist from Al-Ahsa, the great oasis where a million palms drink from ancient springs. She always said the trees could talk; nobody believed her until the night of the great alignment, when the earth itself answered her. She can wake seeds that slept for centuries, move stone like clay and feel every footstep on the land she protects.',
    symbolism:
      'The date palm, the tree of life of the peninsula, which gives everything and wastes nothing. Nazra stands for patience, care for the land and the knowledge that what is planted today feeds the generations to come.',
    image: '/art/heroes/nazra.svg',
    color: 'text-green-400',
    icon: 'leaf',
  },
  {
    id: 'falqan',
    name: 'Falqan',
    title: 'Guardian of Water',
    element: 'Water',
    powers: ['Tide Command', 'Deep Breath', 'Rain Calling', 'Pearl Shield'],
    origin:
      "Falqan comes from a family of pearl divers on the Gulf coast, and he learned to hold his breath before he learned to read. When a spark of the great alignment fell into the sea beside his grandfather's old dhow, the tide rose to meet him. He commands the currents, calls rain to thirsty land and carries the courage of every diver who ever came home with a pearl.",
    symbolism:
      'The pearl, won from the deep by courage and shared breath. Falqan honours the seafarers and divers of the Gulf, and reminds a desert people that water is the most precious gift of all.',
    image: '/art/heroes/falqan.svg',
    color: 'text-cyan-400',
    icon: 'wave',
  },
  {
    id: 'fahd',
    name: 'Fahd Al-Samaa',
    title: 'The Sky Cheetah',
    element: 'Sky / Cosmic',
    powers: ['Supersonic Speed', 'Flight', 'Star Navigation', 'Gravity Pulse', 'Cosmic Sight'],
    origin:
      'Fahd was an engineer on the team that sent the Hope probe to Mars, a dreamer who counted stars from the rooftops of Dubai. During the great alignment a signal reached him that no antenna had ever caught: the sky itself was calling. He runs faster than sound, flies above the clouds and reads the stars like a map his ancestors drew.',
    symbolism:
      'The Arabian cheetah, once the swiftest hunter of these lands, reborn among the stars; some call him the Sky Panther. Fahd is the bridge between the star-guided navigators of old and the region’s journey into space.',
    image: '/art/heroes/fahd.svg',
    color: 'text-purple-400',
    icon: 'star',
  },
  {
    id: 'asad',
    name: 'Asad AlUla',
    title: 'The Lion of AlUla',
    element: 'Stone / Heritage',
    powers: ['Sandstone Skin', "Lion's Roar", 'Ancient Memory', 'Mountain Strength'],
    origin:
      'Asad keeps watch over the carved tombs of Hegra in AlUla, where the Nabataeans cut their names into the mountains two thousand years ago. A restorer of old inscriptions, he knew every carving by heart. When the great alignment woke the stone, its strength woke in him: his skin turns to sandstone, his roar shakes the valley and he remembers what the ancients knew.',
    symbolism:
      'The lion carved above the old tombs of AlUla: guardian of memory, courage and the dignity of heritage. Asad anchors the guardians to the past so they never forget who they protect.',
    image: '/art/heroes/asad.svg',
    color: 'text-amber-400',
    icon: 'crown',
  },
];

export const CHARACTER_IDS: readonly CharacterId[] = CHARACTERS.map((character) => character.id);

export const findCharacter = (id: string): Character | undefined =>
  CHARACTERS.find((character) => character.id === id);

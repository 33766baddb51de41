// A synthetic but realistic vocabulary for the search benchmark: real topic words and common
// English words at the head of a Zipf distribution, then tens of thousands of invented words
// in the long tail, so that some words are in nearly every course and some in a handful.

/** Words any course description uses; they take the most frequent ranks. */
const COMMON = `learn course skills build practical project step guide complete beginner advanced
master create understand real world examples hands modern professional techniques tools working
using basics fundamentals develop apply every lesson students knowledge simple powerful effective
confidence career start better future practice exercises quizzes certificate lifetime access
instructor teaching clear explained detailed video lectures section module chapter final review
industry experts best methods workflow solutions problems challenges ideas strategy growth online
tips tricks quick easy fast deep dive everything need know ready job interview portfolio team
business success results improve boost increase design development data analysis marketing
management leadership communication creative writing language speaking reading grammar vocabulary
photography video editing camera lighting composition story content social media brand sales
customer service finance accounting money investing planning productivity habits mindset health
fitness wellness`.split(/\s+/);

/** Real subject words for course names, so queries can look like a student's. */
export const TOPICS = `javascript typescript python java kotlin swift rust golang react angular vue
svelte node express django flask spring docker kubernetes terraform aws azure linux bash git sql
mysql postgres mongodb redis graphql html css tailwind figma sketch photoshop illustrator lightroom
premiere excel tableau pandas numpy tensorflow pytorch statistics algebra calculus physics chemistry
biology spanish french german japanese mandarin italian portuguese arabic korean seo copywriting
branding ecommerce startup negotiation public speaking meditation yoga nutrition guitar piano
drawing watercolor animation unity unreal blender wordpress shopify blockchain cybersecurity
networking algorithms microservices testing accessibility typography usability wireframing`.split(
  /\s+/,
);

const ONSETS = [
  'b',
  'c',
  'd',
  'f',
  'g',
  'h',
  'k',
  'l',
  'm',
  'n',
  'p',
  'r',
  's',
  't',
  'v',
  'z',
  'br',
  'cr',
  'dr',
  'fl',
  'gr',
  'pl',
  'pr',
  'st',
  'tr',
  'sh',
  'ch',
  'th',
];
const NUCLEI = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'io', 'ou', 'y'];
const CODAS = ['', '', 'n', 'r', 's', 'l', 'm', 'x', 'nd', 'rt', 'st'];

/** A deterministic pseudo-random generator (mulberry32), so every run builds the same data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Vocabulary {
  words: string[];
  /** Draws a word with probability proportional to 1 / rank. */
  draw(): string;
}

export function buildVocabulary(size: number, random: () => number): Vocabulary {
  const words = [...new Set([...COMMON, ...TOPICS])];
  const seen = new Set(words);
  while (words.length < size) {
    const syllables = 2 + Math.floor(random() * 3);
    let word = '';
    for (let i = 0; i < syllables; i += 1) {
      word += pick(ONSETS, random) + pick(NUCLEI, random) + pick(CODAS, random);
    }
    if (!seen.has(word) && word.length <= 16) {
      seen.add(word);
      words.push(word);
    }
  }
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= words.length; rank += 1) {
    total += 1 / rank;
    cumulative.push(total);
  }
  return {
    words,
    draw() {
      const target = random() * total;
      let low = 0;
      let high = cumulative.length - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (cumulative[middle]! < target) low = middle + 1;
        else high = middle;
      }
      return words[low]!;
    },
  };
}

export function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)]!;
}

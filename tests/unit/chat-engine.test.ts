import { describe, expect, it } from 'vitest';
import { detectIntent, reply } from '../../src/server/chat/engine.ts';
import { isCrisisMessage } from '../../src/server/chat/crisis.ts';
import { chatContent, intentNames } from '../../src/server/chat/content.ts';
import { typingDelayMs } from '../../src/lib/chat/typingDelay.ts';
import { locales, type Locale } from '../../src/lib/locales.ts';

/** Phrasings a visitor might type, with the topic the assistant should recognise. */
const phrasings: Record<Locale, [string, string][]> = {
  en: [
    ['Hi there', 'greeting'],
    ['What is burnout exactly?', 'what_is_burnout'],
    ['What are the warning signs?', 'symptoms'],
    ["I'm exhausted all the time and have no energy", 'symptoms'],
    ['What causes burnout?', 'causes'],
    ["Is it burnout or depression?", 'difference'],
    ['How can I prevent burnout?', 'prevention'],
    ['How long does recovery take?', 'recovery'],
    ["I can't sleep at night", 'sleep'],
    ['How do I say no to extra work?', 'boundaries'],
    ['How should I tell my boss?', 'manager'],
    ['Working from home makes my workload worse', 'workload_remote'],
    ['Should I see a doctor?', 'doctor'],
    ['Which antidepressant should I take?', 'medication'],
    ['I want to take the quiz', 'quiz'],
    ['Tell me about the planner waitlist', 'planner'],
    ['I have some feedback', 'feedback'],
    ['How can I contact you?', 'contact'],
    ['Thanks, that was helpful', 'thanks'],
    ['Bye for now', 'goodbye'],
  ],
  de: [
    ['Hallo zusammen', 'greeting'],
    ['Was ist Burnout eigentlich?', 'what_is_burnout'],
    ['Woran erkenne ich die Anzeichen?', 'symptoms'],
    ['Ich kann nicht mehr, ich bin total erschöpft', 'symptoms'],
    ['Was sind die Ursachen?', 'causes'],
    ['Ist das Burnout oder eine Depression?', 'difference'],
    ['Wie kann ich vorbeugen?', 'prevention'],
    ['Wie lange dauert die Erholung?', 'recovery'],
    ['Ich kann nachts nicht schlafen', 'sleep'],
    ['Wie lerne ich, Nein sagen zu können?', 'boundaries'],
    ['Soll ich mit meinem Chef reden?', 'manager'],
    ['Im Homeoffice bin ich völlig überlastet', 'workload_remote'],
    ['Sollte ich zum Arzt gehen?', 'doctor'],
    ['Welche Medikamente helfen?', 'medication'],
    ['Ich möchte den Test machen', 'quiz'],
    ['Setzen Sie mich auf die Warteliste', 'planner'],
    ['Ich habe Feedback', 'feedback'],
    ['Wie kann ich Sie kontaktieren?', 'contact'],
    ['Vielen Dank!', 'thanks'],
    ['Tschüss', 'goodbye'],
  ],
  fr: [
    ['Bonjour', 'greeting'],
    ["Qu'est-ce que le burn-out ?", 'what_is_burnout'],
    ['Quels sont les symptômes ?', 'symptoms'],
    ["Je n'en peux plus, je suis épuisée", 'symptoms'],
    ['Quelles sont les causes ?', 'causes'],
    ['Quelle différence avec la dépression ?', 'difference'],
    ['Comment prévenir le burn-out ?', 'prevention'],
    ['Comment récupérer après un burn-out ?', 'recovery'],
    ['Je dors mal depuis des semaines', 'sleep'],
    ['Comment dire non à mon équipe ?', 'boundaries'],
    ['Comment en parler à mon manager ?', 'manager'],
    ['Le télétravail me déborde', 'workload_remote'],
    ['Dois-je consulter un médecin ?', 'doctor'],
    ['Quel médicament prendre ?', 'medication'],
    ['Je veux faire le test', 'quiz'],
    ["Inscrivez-moi sur la liste d'attente", 'planner'],
    ["J'aimerais donner mon avis", 'feedback'],
    ['Comment vous contacter ?', 'contact'],
    ['Merci beaucoup', 'thanks'],
    ['Au revoir', 'goodbye'],
  ],
  nl: [
    ['Hoi', 'greeting'],
    ['Wat is burn-out precies?', 'what_is_burnout'],
    ['Wat zijn de signalen?', 'symptoms'],
    ['Ik kan niet meer, ik ben uitgeput', 'symptoms'],
    ['Wat zijn de oorzaken?', 'causes'],
    ['Is het burn-out of depressie?', 'difference'],
    ['Hoe kan ik burn-out voorkomen?', 'prevention'],
    ['Hoe lang duurt herstel?', 'recovery'],
    ['Ik lig elke nacht wakker en kan niet slapen', 'sleep'],
    ['Hoe leer ik nee zeggen?', 'boundaries'],
    ['Moet ik het mijn leidinggevende vertellen?', 'manager'],
    ['Door het thuiswerken is de werkdruk enorm', 'workload_remote'],
    ['Moet ik naar de huisarts?', 'doctor'],
    ['Welke medicijnen helpen?', 'medication'],
    ['Ik wil de test doen', 'quiz'],
    ['Zet me op de wachtlijst', 'planner'],
    ['Ik heb feedback', 'feedback'],
    ['Hoe neem ik contact op?', 'contact'],
    ['Dankjewel!', 'thanks'],
    ['Tot ziens', 'goodbye'],
  ],
};

/** Crisis language: each must be answered with the crisis line at once. */
const crisisPhrasings: Record<Locale, string[]> = {
  en: [
    'I want to kill myself', "I've been thinking about suicide", 'I feel suicidal', 'I want to die', 'I just wanna die',
    "I don't want to live anymore", "I don't want to wake up tomorrow", 'Everyone would be better off if I was dead',
    'I want to end my life', 'I might take my own life', 'I have been self-harming', 'I hurt myself last night',
    "I've started cutting myself again", 'I want to end it all', "I can't go on like this", 'I feel completely hopeless',
    "There's no reason to live", 'I have nothing left to live for', 'I keep thinking about an overdose', "There's no way out for me",
    'I wish I was dead',
  ],
  de: [
    'Ich will mich umbringen', 'Ich denke an Suizid', 'Ich habe Selbstmordgedanken', 'Ich will sterben', 'Ich möchte nicht mehr leben',
    'Ich will nicht mehr aufwachen', 'Ich bin lebensmüde', 'Ich verletze mich selbst', 'Ich habe mich wieder geritzt, ich will mich ritzen',
    'Ich möchte mir etwas antun', 'Ich fühle mich so hoffnungslos', 'Alles ist hoffnungslos', 'Ich will alles beenden',
    'Ich will meinem Leben ein Ende setzen', 'Ich habe keinen Sinn mehr zu leben', 'Manchmal will ich tot sein',
    'Ich denke daran, mich zu töten', 'Selbstverletzung hilft mir kurz', 'Ich würde gern sterben', 'Ich bin suizidgefährdet',
  ],
  fr: [
    'Je veux me tuer', 'Je pense au suicide', "J'ai des idées suicidaires", 'Je veux mourir', "J'ai envie de mourir",
    "Je n'ai plus envie de vivre", 'Je veux en finir', 'Je veux mettre fin à mes jours', 'Je voudrais mourir',
    'Je pense à me faire du mal', "Je m'automutile", "J'ai envie de me scarifier", 'Je me sens complètement désespérée',
    'Je suis désespéré', 'Tout est sans espoir', "Je n'ai plus la force de vivre", "Je n'ai plus de raison de vivre",
    'Je vais me suicider', 'Parfois je veux mourir', 'Je veux mettre fin à ma vie',
  ],
  nl: [
    'Ik wil zelfmoord plegen', 'Ik denk aan zelfmoord', 'Ik wil dood', 'Ik wil niet meer leven', 'Ik wil mezelf van kant maken',
    'Ik heb suïcidale gedachten', 'Ik zou dood willen zijn', 'Ik doe mezelf pijn', 'Ik ben weer mezelf gaan snijden',
    'Ik doe aan zelfbeschadiging', 'Ik voel me zo hopeloos', 'Alles is uitzichtloos', 'Ik wil er een eind aan maken',
    'Ik heb geen zin meer in het leven', 'Ik wil sterven', 'Ik zou willen sterven', 'Ik wil niet meer willen leven',
    'Ik voel me hopeloos en leeg', 'Ik wil mezelf doden', 'Soms wil ik er een einde aan maken',
  ],
};

/** Ordinary stress talk that must not be mistaken for a crisis. */
const notCrisis: string[] = [
  'This deadline is killing me', "I'm dying to go on holiday", "I'm dead tired after work", 'My boss wants to kill the project',
  'The printer is hopeless', 'I could die of boredom in these meetings', 'Diese Deadline bringt mich um den Verstand',
  'Ich bin todmüde', 'Ce projet me tue', 'Je suis mort de fatigue', 'Ik ben doodmoe', 'Dit project is een drama',
];

describe('intent detection', () => {
  for (const locale of locales) {
    it(`recognises ${phrasings[locale].length} phrasings in ${locale}`, () => {
      const misses = phrasings[locale].filter(([text, intent]) => detectIntent(text, locale) !== intent).map(([text, intent]) => `${text} → ${detectIntent(text, locale)} (wanted ${intent})`);
      expect(misses).toEqual([]);
    });

    it(`understands every suggestion it offers in ${locale}`, () => {
      const suggestions = new Set(intentNames.flatMap((intent) => chatContent[locale].intents[intent].suggestions));
      const misunderstood = [...suggestions].filter((text) => detectIntent(text, locale) === undefined || detectIntent(text, locale) === 'more');
      expect(misunderstood).toEqual([]);
    });
  }
});

describe('crisis safety', () => {
  for (const locale of locales) {
    it(`answers ${crisisPhrasings[locale].length} crisis phrasings in ${locale} with the regional line first`, () => {
      expect(crisisPhrasings[locale].filter((text) => !isCrisisMessage(text))).toEqual([]);
      for (const text of crisisPhrasings[locale]) {
        const answer = reply({ message: text, language: locale, history: [{ role: 'assistant', content: 'Hi' }], region: 'germany' });
        expect(answer.message, text).toContain('0800 111 0 111');
        expect(answer.message.indexOf('0800 111 0 111'), text).toBeLessThan(160);
        expect(answer.actionType).toBeNull();
      }
    });
  }

  it('uses the line of the visitor region', () => {
    const lines: [Parameters<typeof reply>[0]['region'], string][] = [
      ['usa', '988'], ['canada', '988'], ['uk', '116 123'], ['australia', '13 11 14'], ['new_zealand', '1737'],
      ['france', '3114'], ['netherlands', '0800-0113'], ['thailand', '1323'], ['india', '14416'], ['default', 'findahelpline.com'],
    ];
    for (const [region, number] of lines) {
      expect(reply({ message: 'I want to die', language: 'en', history: [], region }).message, region).toContain(number);
    }
  });

  it('does not mistake ordinary stress talk for a crisis', () => {
    expect(notCrisis.filter(isCrisisMessage)).toEqual([]);
  });

  it('keeps offering the line for the rest of the conversation, even after a change of topic', () => {
    const history = [
      { role: 'user' as const, content: 'I feel hopeless' },
      { role: 'assistant' as const, content: 'crisis answer' },
      { role: 'user' as const, content: 'no, forget it' },
      { role: 'assistant' as const, content: 'ok' },
    ];
    const answer = reply({ message: 'How can I sleep better?', language: 'en', history, region: 'uk' });
    expect(answer.message).toContain('Sleep and burnout');
    expect(answer.message).toContain('116 123');
  });
});

describe('replies', () => {
  it('say in the first reply that the assistant is automated and no therapist', () => {
    for (const locale of locales) {
      const first = reply({ message: 'hello', language: locale, history: [], region: 'default' });
      expect(first.message.startsWith(chatContent[locale].disclosure)).toBe(true);
      const later = reply({ message: 'hello', language: locale, history: [{ role: 'assistant', content: first.message }], region: 'default' });
      expect(later.message.startsWith(chatContent[locale].disclosure)).toBe(false);
    }
  });

  it('give 2 to 4 suggestions in the same language and a link to the site', () => {
    const answer = reply({ message: 'Comment prévenir le burn-out ?', language: 'fr', history: [], region: 'france' });
    expect(answer.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(answer.suggestions.length).toBeLessThanOrEqual(4);
    expect(answer.links[0]?.href).toBe('/fr/burnout-prevention-guide');
  });

  it('open the quiz, email capture and feedback actions', () => {
    const at = (message: string) => reply({ message, language: 'en', history: [], region: 'default' }).actionType;
    expect(at('take the quiz')).toBe('quiz');
    expect(at('put me on the waitlist')).toBe('email_capture');
    expect(at('I have feedback')).toBe('feedback');
  });

  it('follow up on "tell me more" with more on the previous topic', () => {
    const first = reply({ message: 'What is burnout?', language: 'en', history: [], region: 'default' });
    const more = reply({ message: 'tell me more', language: 'en', history: [{ role: 'user', content: 'What is burnout?' }, { role: 'assistant', content: first.message }], region: 'default' });
    expect(more.message).toBe(chatContent.en.intents.what_is_burnout.more);
  });

  it('never advise on medication and point to a professional instead', () => {
    const answer = reply({ message: 'Should I take sleeping pills?', language: 'en', history: [{ role: 'assistant', content: 'x' }], region: 'default' });
    expect(answer.message).toMatch(/can't give advice about medication/);
  });

  it('admit when it did not understand, with suggestions', () => {
    const answer = reply({ message: 'qwertz asdf', language: 'nl', history: [{ role: 'assistant', content: 'x' }], region: 'default' });
    expect(answer.message).toBe(chatContent.nl.fallback);
    expect(answer.suggestions.length).toBeGreaterThanOrEqual(2);
  });
});

describe('typing delay', () => {
  it('is 800 ms plus 30 ms per character, kept between 1.2 s and 3.5 s', () => {
    expect(typingDelayMs(0)).toBe(1200);
    expect(typingDelayMs(13)).toBe(1200);
    expect(typingDelayMs(14)).toBe(1220);
    expect(typingDelayMs(50)).toBe(2300);
    expect(typingDelayMs(90)).toBe(3500);
    expect(typingDelayMs(1000)).toBe(3500);
  });
});

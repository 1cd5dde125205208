import { normalize } from './normalize.ts';

/**
 * Crisis language (suicide, self-harm, wanting to die, hopelessness) in the four languages,
 * matched on normalized text (lower-case, no accents). Every language's list is checked
 * whatever the page language: people write in the language they think in.
 * Phrases are specific on purpose: "this deadline is killing me" is stress talk, not a crisis.
 */
const crisisPatterns: readonly RegExp[] = [
  // English
  /\bsuicid\w*/, // suicide, suicidal, Suizid is below; suicidaire, suïcidale (accents are stripped)
  /\bkill(ing)? my ?self\b/,
  /\b(end|take|ending|taking) my (own )?life\b/,
  /\b(want|wanna|wish|going|ready) (to )?die\b/,
  /\bwant to be dead\b/,
  /\b(better off|rather be) dead\b/,
  /\bbetter off (if i'?m|if i (was|were)) dead\b/,
  /\bbetter off without me\b/,
  /\bwish i (was|were) (dead|never born)\b/,
  /\bdon'?t want to (live|be alive|exist|wake up)\b/,
  /\bno (reason|point) (to|in) (live|living|going on)\b/,
  /\bnothing (left )?to live for\b/,
  /\bself[- ]?harm(ing)?\b/,
  /\b(hurt|harm|cut|cutting|hurting) my ?self\b/,
  /\bend it all\b/,
  /\bcan'?t go on\b/,
  /\b(feel|feeling|i'?m|i am|so|totally|completely) (so |completely |totally )?hopeless\b/,
  /\bno way out\b/,
  /\boverdose\b/,
  // German
  /\b(suizid\w*|selbstmord\w*)\b/,
  /\bmich (umbringen|toten|umzubringen)\b/,
  /\b(will|mochte|moechte|wurde gern) (nicht mehr leben|sterben|tot sein)\b/,
  /\bnicht mehr (leben|aufwachen|da sein) (will|mochte)\b/,
  /\b(will|mochte|moechte) nicht mehr (leben|aufwachen|da sein)\b/,
  /\b(lebensmude|lebensmuede)\b/,
  /\bselbstverletz\w*\b/,
  /\bmich (selbst )?(verletzen|ritzen)\b/,
  /\bverletze mich\b/,
  /\b(geritzt|ritze mich)\b/,
  /\b(will|mochte|moechte) (ich )?(tot sein|sterben)\b/,
  /\bmich (zu )?(toten|umzubringen)\b/,
  /\bmir (etwas|was) an(tun|zutun)\b/,
  /\b(ich bin|fuhle mich|fuehle mich|alles ist|so) (so |total |vollig )?hoffnungslos\b/,
  /\b(keinen sinn mehr|kein sinn mehr) (zu leben|im leben)\b/,
  /\balles beenden\b/,
  /\bmeinem leben ein ende\b/,
  // French
  /\bme (tuer|suicider)\b/,
  /\ben finir\b/,
  /\bmettre fin a (mes jours|ma vie)\b/,
  /\b(envie de|veux|voudrais|vais) mourir\b/,
  /\b(plus envie|pas envie|aucune envie) de vivre\b/,
  /\bme faire du mal\b/,
  /\b(automutil\w*|me scarifier|me mutiler)\b/,
  /\b(je suis|je me sens|tout est|me sens) (completement |totalement |tellement )?(sans espoir|desespere\w*)\b/,
  /\bplus la force de vivre\b/,
  /\bplus de raison de vivre\b/,
  // Dutch
  /\bzelfmoord\w*/,
  /\bmezelf (van kant maken|doden|om het leven brengen)\b/,
  /\b(wil|zou willen) (dood|sterven|niet meer leven)\b/,
  /\bdood willen\b/,
  /\bniet meer (willen )?leven\b/,
  /\b(zelfbeschadiging|mezelf (pijn doen|snijden|beschadigen))\b/,
  /\bmezelf (pijn|iets aan)\b/,
  /\bmezelf( gaan)? (snijden|beschadigen)\b/,
  /\b(voel me|ik ben|alles is|zo) (zo |helemaal |totaal )?(hopeloos|uitzichtloos)\b/,
  /\ber een (eind|einde) aan maken\b/,
  /\bgeen zin meer in (het leven|leven)\b/,
];

/** Whether a message holds crisis language in any of the four languages. */
export function isCrisisMessage(message: string): boolean {
  const text = normalize(message);
  return crisisPatterns.some((pattern) => pattern.test(text));
}

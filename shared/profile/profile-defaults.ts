/** A new profile's values (spec section 3). */
export const defaultSetupKeywords = ["scary", "hard", "stupid", "weird"];
export const defaultTopicCategories = ["drugs", "sex", "men", "women", "weather", "pets"];
export const defaultSentenceStarters = [
  "I think it's {setup} that...",
  "I find it {setup} to...",
  "What's {setup} about {topic} is...",
  "The reason {topic} is so {setup} is...",
];
export const defaultLocation = "Dallas-Fort Worth";

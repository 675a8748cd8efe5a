/** How a comedian texts a joke in. */
export const SMS_JOKE_FORMAT = "joke: setup / punchline";

/**
 * A request a page starts as soon as its route's code runs in the browser, before React has
 * hydrated the page and asked for it: the component that needs the answer takes it once, and
 * any later read (another month, Try again) asks anew. A failure is reported by whoever takes it.
 */
export function earlyRequest<Key, Answer>() {
  let early: { key: Key; answer: Promise<Answer> } | undefined;
  return {
    start(key: Key, ask: () => Promise<Answer>) {
      const answer = ask();
      answer.catch(() => {});
      early = { key, answer };
    },
    take(key: Key): Promise<Answer> | undefined {
      if (!early || early.key !== key) return undefined;
      const { answer } = early;
      early = undefined;
      return answer;
    },
  };
}

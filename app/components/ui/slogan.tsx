/**
 * The tagline, written with dots and no spaces ("Science.Theatre.Art.Recreation"), which a
 * screen reader reads as one word or a web address. The eye gets it as written; a screen reader
 * and the site search get it with a space after each dot, as words, and `spokenAfter` in the same
 * breath (a link's ", home page", with no pause before its comma).
 */
export function Slogan({ text, spokenAfter = "" }: { text: string; spokenAfter?: string }) {
  const spoken = text.replace(/(?<=\p{L})\.(?=\p{L})/gu, ". ");
  return (
    <>
      <span aria-hidden="true" data-pagefind-ignore="all">
        {text}
      </span>
      <span className="sr-only">
        {spoken}
        {spokenAfter}
      </span>
    </>
  );
}

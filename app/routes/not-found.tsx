import { href } from "react-router";
import { localize, notFoundPage } from "~/content.server";
import { ButtonLink } from "~/components/ui/button-link";
import { inlineScripts } from "~/lib/inline-scripts";
import type { PageHandle } from "~/lib/page-handle";
import { pageLocale } from "~i18n/locale";
import { seo } from "~/features/seo/seo.server";
import type { Route } from "./+types/not-found";

export const handle: PageHandle = { inlineScripts: ["notFound"], noAddress: true };

export function loader({ url }: Route.LoaderArgs) {
  const words = localize(notFoundPage, pageLocale({ url }));
  return { words, meta: seo({ url, ...words.page, noIndex: true, noAddress: true }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const { words } = loaderData;
  return (
    <>
      <div className="mx-auto max-w-page px-4 py-16 text-center">
        <p className="text-xl font-extrabold tracking-widest text-ink-soft">{words.eyebrow}</p>
        <h1 className="mt-2 text-5xl">{words.heading}</h1>
        <p className="mt-4 text-xl">{words.lead}</p>
        <p className="mx-auto mt-4 max-w-prose text-ink-soft">{words.help}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to={href("/")}>{words.links.home}</ButtonLink>
          <ButtonLink to={href("/locations")} variant="secondary">
            {words.links.findSite}
          </ButtonLink>
          <ButtonLink to={href("/contact")} variant="secondary">
            {words.links.contact}
          </ButtonLink>
        </div>
      </div>
      <script dangerouslySetInnerHTML={{ __html: inlineScripts.notFound }} />
    </>
  );
}

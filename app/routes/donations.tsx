import { HandHeart, Mail, Phone } from "lucide-react";
import { donations, localize, mainOffice, organisation } from "~/content.server";
import { ExternalLink } from "~/components/ui/external-link";
import { FilledText } from "~/components/ui/filled-text";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { PhoneLink } from "~/components/ui/phone-link";
import { TextBlocks } from "~/components/ui/text-blocks";
import { formatUsd } from "~i18n/money";
import { pageLocale } from "~i18n/locale";
import { seo } from "~/features/seo/seo.server";
import type { Route } from "./+types/donations";

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const words = localize(donations, locale);
  return {
    words: {
      ...words,
      gifts: words.gifts.map((gift) => ({
        amount: formatUsd(gift.amount, { cents: false }),
        href: gift.href,
      })),
    },
    payableTo: organisation.fullName,
    office: {
      address: mainOffice.address,
      city: mainOffice.city,
      state: mainOffice.state,
      zip: mainOffice.zip,
      phone: mainOffice.phone,
    },
    meta: seo({ url, ...words.page }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

// A column, so a Spanish page's "(en inglés)" sits under the amount, in text of its own size.
const giftClass =
  "inline-flex min-h-14 min-w-24 flex-col items-center justify-center rounded-2xl bg-brand px-6 text-2xl font-extrabold text-white no-underline hover:bg-brand-strong hover:text-white [&>.font-normal]:text-base";

export default function Donations({ loaderData }: Route.ComponentProps) {
  const { words, payableTo, office } = loaderData;
  const { online, check, talk } = words;
  // The button shows the amount; screen readers hear the words around it too.
  const [beforeAmount = "", afterAmount = ""] = online.gift.split("{amount}");
  return (
    <>
      <PageHeader title={words.page.title} lead={words.lead} />
      <PageBody className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="online-heading">
          <h2 id="online-heading" className="flex items-center gap-2 text-2xl">
            <HandHeart className="size-6 text-brand" aria-hidden="true" />
            {online.heading}
          </h2>
          <TextBlocks blocks={[{ kind: "paragraph", content: [words.whyGive] }]} className="mt-3" />
          <p className="mt-4">{online.chooseAmount}</p>
          <ul className="mt-3 flex flex-wrap gap-3">
            {words.gifts.map((gift) => (
              <li key={gift.amount}>
                <ExternalLink href={gift.href} className={giftClass} plain english>
                  {beforeAmount && <span className="sr-only">{beforeAmount}</span>}
                  {gift.amount}
                  {afterAmount && <span className="sr-only">{afterAmount}</span>}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="check-heading">
          <h2 id="check-heading" className="text-2xl">
            {check.heading}
          </h2>
          <p className="mt-3">
            <FilledText
              text={check.payableTo}
              values={{ fullName: <strong>{payableTo}</strong> }}
            />
          </p>
          <address className="mt-3 rounded-2xl border border-line bg-mist p-4 not-italic">
            {payableTo}
            <br />
            {office.address}
            <br />
            {office.city}, {office.state} {office.zip}
          </address>
          <p className="mt-3">{check.receipt}</p>
        </section>

        <section aria-labelledby="corporate-heading">
          <h2 id="corporate-heading" className="text-2xl">
            {words.corporateHeading}
          </h2>
          <TextBlocks blocks={words.corporate} className="mt-3" />
        </section>

        <section aria-labelledby="in-kind-heading">
          <h2 id="in-kind-heading" className="text-2xl">
            {words.inKindHeading}
          </h2>
          <TextBlocks blocks={words.inKind} className="mt-3" />
        </section>

        <section aria-labelledby="talk-heading" className="lg:col-span-2">
          <h2 id="talk-heading" className="text-2xl">
            {talk.heading}
          </h2>
          <ul className="mt-3 space-y-2">
            <li className="flex items-center gap-2">
              <Phone className="size-5 text-brand" aria-hidden="true" />
              <span>
                <FilledText
                  text={talk.call}
                  values={{ phone: <PhoneLink phone={office.phone} /> }}
                />
              </span>
            </li>
            <li className="flex items-center gap-2">
              <Mail className="size-5 text-brand" aria-hidden="true" />
              <span>
                <FilledText
                  text={talk.email}
                  values={{
                    email: <a href={`mailto:${words.givingEmail}`}>{words.givingEmail}</a>,
                  }}
                />
              </span>
            </li>
          </ul>
        </section>
      </PageBody>
    </>
  );
}

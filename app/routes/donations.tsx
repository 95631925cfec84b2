import { HandHeart, Mail, Phone } from "lucide-react";
import { donations, localize, mainOffice, nameList, organisation } from "~/content.server";
import { ExternalLink } from "~/components/ui/external-link";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { PhoneLink } from "~/components/ui/phone-link";
import { RichMessage } from "~/components/ui/rich-message";
import { TextBlocks } from "~/components/ui/text-blocks";
import { formatUsd } from "~/lib/money";
import { pageLocale } from "~/lib/i18n/locale";
import { useTranslate } from "~/lib/i18n/locale-context";
import { seo } from "~/features/seo/seo.server";
import { m } from "~/paraglide/messages";
import type { Route } from "./+types/donations";

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  const gifts = donations.gifts.map((gift) => ({
    amount: formatUsd(gift.amount, { cents: false }),
    href: gift.href,
  }));
  return localize(
    {
      donations: { ...donations, gifts },
      payableTo: organisation.fullName,
      office: mainOffice,
      meta: seo({
        url,
        title: m.organisation_donations_title({}, { locale }),
        description: m.organisation_donations_description(
          {
            name: organisation.fullName,
            amounts: nameList(
              gifts.map((gift) => gift.amount),
              locale,
              "disjunction",
            ),
          },
          { locale },
        ),
      }),
    },
    locale,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

// A column, so a Spanish page's "(en inglés)" sits under the amount, in text of its own size.
const giftClass =
  "inline-flex min-h-14 min-w-24 flex-col items-center justify-center rounded-2xl bg-brand px-6 text-2xl font-extrabold text-white no-underline hover:bg-brand-strong hover:text-white [&>.font-normal]:text-base";

export default function Donations({ loaderData }: Route.ComponentProps) {
  const { donations, payableTo, office } = loaderData;
  const t = useTranslate();
  return (
    <>
      <PageHeader title={t(m.organisation_donations_title)} lead={donations.lead} />
      <PageBody className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="online-heading">
          <h2 id="online-heading" className="flex items-center gap-2 text-2xl">
            <HandHeart className="size-6 text-brand" aria-hidden="true" />
            {t(m.organisation_donations_online_heading)}
          </h2>
          <TextBlocks
            blocks={[{ kind: "paragraph", content: [donations.whyGive] }]}
            className="mt-3"
          />
          <p className="mt-4">{t(m.organisation_donations_choose_amount)}</p>
          <ul className="mt-3 flex flex-wrap gap-3">
            {donations.gifts.map((gift) => (
              <li key={gift.amount}>
                <ExternalLink href={gift.href} className={giftClass} plain english>
                  <span className="sr-only">{t(m.organisation_donations_donate)} </span>
                  {gift.amount}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="check-heading">
          <h2 id="check-heading" className="text-2xl">
            {t(m.organisation_donations_check_heading)}
          </h2>
          <p className="mt-3">
            <RichMessage
              message={m.organisation_donations_payable_to}
              values={{ name: <strong>{payableTo}</strong> }}
            />
          </p>
          <address className="mt-3 rounded-2xl border border-line bg-mist p-4 not-italic">
            {payableTo}
            <br />
            {office.address}
            <br />
            {office.city}, {office.state} {office.zip}
          </address>
          <p className="mt-3">{t(m.organisation_donations_receipt)}</p>
        </section>

        <section aria-labelledby="corporate-heading">
          <h2 id="corporate-heading" className="text-2xl">
            {t(m.organisation_donations_corporate_heading)}
          </h2>
          <TextBlocks blocks={donations.corporate} className="mt-3" />
        </section>

        <section aria-labelledby="in-kind-heading">
          <h2 id="in-kind-heading" className="text-2xl">
            {t(m.organisation_donations_in_kind_heading)}
          </h2>
          <TextBlocks blocks={donations.inKind} className="mt-3" />
        </section>

        <section aria-labelledby="talk-heading" className="lg:col-span-2">
          <h2 id="talk-heading" className="text-2xl">
            {t(m.organisation_donations_talk_heading)}
          </h2>
          <ul className="mt-3 space-y-2">
            <li className="flex items-center gap-2">
              <Phone className="size-5 text-brand" aria-hidden="true" />
              <span>
                <RichMessage
                  message={m.organisation_donations_call}
                  values={{ phone: <PhoneLink phone={office.phone} /> }}
                />
              </span>
            </li>
            <li className="flex items-center gap-2">
              <Mail className="size-5 text-brand" aria-hidden="true" />
              <span>
                <RichMessage
                  message={m.organisation_donations_email}
                  values={{
                    email: <a href={`mailto:${donations.givingEmail}`}>{donations.givingEmail}</a>,
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

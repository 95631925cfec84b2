import { HandHeart, Mail, Phone } from "lucide-react";
import { donations, organisation, mainOffice } from "~/content.server";
import { telHref } from "~content/site-format";
import { ExternalLink } from "~/components/ui/external-link";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { TextBlocks } from "~/components/ui/text-blocks";
import { seo } from "~/lib/seo.server";
import type { Route } from "./+types/donations";

export function loader() {
  return {
    donations,
    office: mainOffice,
    meta: seo({
      title: "How You Can Help",
      description: `Support ${organisation.fullName}: give $1 or $5 online, mail a check, or give as a business or with supplies our sites need.`,
      path: "/about/donations",
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

const giftClass =
  "inline-flex min-h-14 min-w-24 items-center justify-center rounded-2xl bg-brand px-6 text-2xl font-extrabold text-white no-underline hover:bg-brand-strong hover:text-white";

export default function Donations({ loaderData }: Route.ComponentProps) {
  const { donations, office } = loaderData;
  return (
    <>
      <PageHeader
        title="How You Can Help"
        lead="Every gift helps a child build a robot, paint a picture or score a first goal after school. Here is how to give."
      />
      <PageBody className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="online-heading">
          <h2 id="online-heading" className="flex items-center gap-2 text-2xl">
            <HandHeart className="size-6 text-brand" aria-hidden="true" />
            Give online
          </h2>
          <TextBlocks blocks={donations.whyGive} className="mt-3" />
          <p className="mt-4">Choose an amount; our secure payment page opens in a new tab.</p>
          <ul className="mt-3 flex flex-wrap gap-3">
            {donations.quickGifts.map((gift) => (
              <li key={gift.amount}>
                <ExternalLink href={gift.href} className={giftClass} plain>
                  <span className="sr-only">Donate </span>
                  {gift.amount}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="check-heading">
          <h2 id="check-heading" className="text-2xl">
            Mail a check
          </h2>
          <p className="mt-3">
            Make your check payable to <strong>{donations.payableTo}</strong> and mail it to our
            main office:
          </p>
          <address className="mt-3 rounded-2xl border border-line bg-mist p-4 not-italic">
            {donations.payableTo}
            <br />
            {office.address}
            <br />
            {office.city}, {office.state} {office.zip}
          </address>
          <p className="mt-3">
            Include your email address if you would like a receipt for your tax records.
          </p>
        </section>

        <section aria-labelledby="corporate-heading">
          <h2 id="corporate-heading" className="text-2xl">
            Corporate giving
          </h2>
          <TextBlocks blocks={donations.corporate} className="mt-3" />
        </section>

        <section aria-labelledby="in-kind-heading">
          <h2 id="in-kind-heading" className="text-2xl">
            In-kind donations
          </h2>
          <TextBlocks blocks={donations.inKind} className="mt-3" />
        </section>

        <section aria-labelledby="talk-heading" className="lg:col-span-2">
          <h2 id="talk-heading" className="text-2xl">
            Talk to us about giving
          </h2>
          <ul className="mt-3 space-y-2">
            <li className="flex items-center gap-2">
              <Phone className="size-5 text-brand" aria-hidden="true" />
              <span>
                Call the main office at <a href={telHref(office.phone)}>{office.phone}</a>
              </span>
            </li>
            <li className="flex items-center gap-2">
              <Mail className="size-5 text-brand" aria-hidden="true" />
              <span>
                Email <a href={`mailto:${donations.givingEmail}`}>{donations.givingEmail}</a>
              </span>
            </li>
          </ul>
        </section>
      </PageBody>
    </>
  );
}

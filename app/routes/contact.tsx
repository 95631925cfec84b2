import { Headset, Mail, MessageSquareText } from "lucide-react";
import {
  billingGuidance,
  contactPage,
  helpDesk,
  localize,
  mainOffice,
  organisation,
  programById,
  sites,
} from "~/content.server";
import { formatHours, siteHref } from "~content/site-format";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { PhoneLink } from "~/components/ui/phone-link";
import { ProgramIcon, programStyle } from "~/components/ui/program-icon";
import { FilledText } from "~/components/ui/filled-text";
import { InlineText, TextBlocks } from "~/components/ui/text-blocks";
import { HelpDeskForm } from "~/features/contact/help-desk-form";
import { helpDeskFormUrl } from "~/features/contact/help-desk-url";
import { SiteContacts } from "~/features/contact/site-contacts";
import { pageLocale } from "~i18n/locale";
import { inlineScripts } from "~/lib/inline-scripts";
import type { PageHandle } from "~/lib/page-handle";
import { seo } from "~/features/seo/seo.server";
import type { Route } from "./+types/contact";

// The help-desk forms open in a dialog that frames the help desk's own page; a few inline lines
// open and close it in browsers without invoker commands or `closedby`.
export const handle: PageHandle = { uses: ["helpDesk"], inlineScripts: ["dialogFallbacks"] };

export function loader({ url }: Route.LoaderArgs) {
  const locale = pageLocale({ url });
  return localize(
    {
      helpDesk: {
        liveChat: helpDesk.liveChat,
        iframeHeight: helpDesk.iframeHeight,
        forms: helpDesk.forms.map((form) => ({
          form,
          src: helpDeskFormUrl(helpDesk.host, helpDesk.widgetPath, form),
        })),
      },
      words: contactPage,
      adminEmail: organisation.adminEmail,
      mainOffice: {
        hours: formatHours(mainOffice, locale),
        phone: mainOffice.phone,
        email: mainOffice.email,
      },
      billing: billingGuidance.map(({ program, text }) => ({
        program,
        name: programById(program).name,
        text,
      })),
      sites: localize(sites, locale).map((site) => ({
        name: site.id === 0 ? site.title : `${site.title} STAR`,
        href: siteHref(site),
        phone: site.phone,
        email: site.email,
      })),
      meta: seo({ url, ...localize(contactPage.page, locale) }),
    },
    locale,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

const formIcons = { support: Headset, inquiry: MessageSquareText } as const;

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { words, helpDesk, adminEmail, mainOffice, billing, sites } = loaderData;
  const { liveChat } = helpDesk;
  return (
    <>
      <PageHeader title={words.page.title} lead={words.lead} />
      <PageBody className="space-y-12">
        <section aria-labelledby="forms-heading">
          <h2 id="forms-heading" className="text-2xl">
            {words.forms.heading}
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {helpDesk.forms.map(({ form, src }) => {
              const Icon = formIcons[form.id];
              return (
                <li key={form.id} className="flex flex-col rounded-2xl border border-line p-5">
                  <h3 className="flex items-center gap-2 text-xl">
                    <Icon className="size-6 text-brand" aria-hidden="true" />
                    {form.title}
                  </h3>
                  <p className="mt-2 flex-1">{form.summary}</p>
                  {form.id === "support" && (
                    <p className="mt-2 rounded-lg bg-brand-soft px-3 py-2">
                      <FilledText
                        text={words.forms.liveChat}
                        values={{
                          hours: <strong>{liveChat.hours}</strong>,
                          days: liveChat.days,
                          scope: liveChat.scope,
                        }}
                      />
                    </p>
                  )}
                  <HelpDeskForm form={form} src={src} height={helpDesk.iframeHeight} />
                </li>
              );
            })}
          </ul>
          <p className="mt-4 flex items-center gap-2">
            <Mail className="size-5 text-brand" aria-hidden="true" />
            <span>
              <FilledText
                text={words.forms.administrator}
                values={{ email: <a href={`mailto:${adminEmail}`}>{adminEmail}</a> }}
              />
            </span>
          </p>
          <script dangerouslySetInnerHTML={{ __html: inlineScripts.dialogFallbacks }} />
        </section>

        <section aria-labelledby="billing-heading">
          <h2 id="billing-heading" className="text-2xl">
            {words.billing.heading}
          </h2>
          <p className="mt-2 max-w-prose text-ink-soft">
            <InlineText parts={words.billing.intro} />
          </p>
          <p className="mt-2">
            <FilledText
              text={words.billing.mainOffice}
              values={{
                hours: mainOffice.hours,
                phone: <PhoneLink phone={mainOffice.phone} />,
                email: <a href={`mailto:${mainOffice.email}`}>{mainOffice.email}</a>,
              }}
            />
          </p>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {billing.map(({ program, name, text }) => (
              <li
                key={program}
                className={`rounded-2xl border border-line p-5 ${programStyle[program].soft}`}
              >
                <h3 className={`flex items-center gap-2 text-xl ${programStyle[program].text}`}>
                  <ProgramIcon program={program} className="size-6" />
                  {name}
                </h3>
                <TextBlocks blocks={text} className="mt-2" />
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="sites-heading">
          <h2 id="sites-heading" className="text-2xl">
            {words.sites.heading}
          </h2>
          <p className="mt-2 max-w-prose text-ink-soft">
            <InlineText parts={words.sites.intro} />
          </p>
          <SiteContacts sites={sites} />
        </section>
      </PageBody>
    </>
  );
}

import { Headset, Mail, MessageSquareText } from "lucide-react";
import { Link } from "react-router";
import { billingGuidance, billingHelpHref } from "~content/billing-guidance";
import { helpDesk } from "~content/help-desk";
import { organisation } from "~content/organisation";
import { programById } from "~content/programs";
import { mainOffice } from "~content/sites";
import { formatHours, telHref } from "~content/site-format";
import { ProgramIcon, programStyle } from "~/components/ui/program-icon";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { TextBlocks } from "~/components/ui/text-blocks";
import { HelpDeskDialog } from "~/features/contact/help-desk-dialog";
import { helpDeskFormUrl } from "~/features/contact/help-desk-url";
import { SiteContacts } from "~/features/contact/site-contacts";
import { seo } from "~/lib/seo";

export const meta = () =>
  seo({
    title: "Contact",
    description: `Contact ${organisation.fullName}: tech support and live chat, general questions, billing help for each program, and the phone and email of every site.`,
    path: "/contact",
  });

const formIcons = { support: Headset, inquiry: MessageSquareText } as const;

export default function Contact() {
  const { liveChat } = helpDesk;
  return (
    <>
      <PageHeader
        title="Contact"
        lead="Send us a message, chat with tech support, or call your site directly. We're glad to help."
      />
      <PageBody className="space-y-12">
        <section aria-labelledby="forms-heading">
          <h2 id="forms-heading" className="text-2xl">
            Send us a message
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {helpDesk.forms.map((form) => {
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
                      Live chat: <strong>{liveChat.hours}</strong>, {liveChat.days},{" "}
                      {liveChat.scope}.
                    </p>
                  )}
                  <HelpDeskDialog
                    form={form}
                    src={helpDeskFormUrl(helpDesk.host, helpDesk.widgetPath, form)}
                    height={helpDesk.iframeHeight}
                    trigger={
                      <button
                        type="button"
                        className="mt-4 inline-flex min-h-11 items-center justify-center self-start rounded-full bg-brand px-5 py-2 font-bold text-white hover:bg-brand-strong"
                      >
                        {form.buttonLabel}
                      </button>
                    }
                  />
                </li>
              );
            })}
          </ul>
          <p className="mt-4 flex items-center gap-2">
            <Mail className="size-5 text-brand" aria-hidden="true" />
            <span>
              Administrator:{" "}
              <a href={`mailto:${organisation.adminEmail}`}>{organisation.adminEmail}</a>
            </span>
          </p>
        </section>

        <section aria-labelledby="billing-heading">
          <h2 id="billing-heading" className="text-2xl">
            Billing questions
          </h2>
          <p className="mt-2 max-w-prose text-ink-soft">
            How each program bills, and whom to ask. Step-by-step help with payments and AutoPay is
            in <Link to={billingHelpHref}>Family Resources</Link>.
          </p>
          <p className="mt-2">
            Main office, {formatHours(mainOffice)}, Monday to Friday:{" "}
            <a href={telHref(mainOffice.phone)} className="whitespace-nowrap">
              {mainOffice.phone}
            </a>{" "}
            or <a href={`mailto:${mainOffice.email}`}>{mainOffice.email}</a>
          </p>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {billingGuidance.map(({ program, text }) => (
              <li
                key={program}
                className={`rounded-2xl border border-line p-5 ${programStyle[program].soft}`}
              >
                <h3 className={`flex items-center gap-2 text-xl ${programStyle[program].text}`}>
                  <ProgramIcon program={program} className="size-6" />
                  {programById(program).name}
                </h3>
                <TextBlocks blocks={text} className="mt-2" />
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="sites-heading">
          <h2 id="sites-heading" className="text-2xl">
            Call or email a site
          </h2>
          <p className="mt-2 max-w-prose text-ink-soft">
            Your site director is the quickest answer for anything about your child's day. Hours and
            addresses are on each site's page under <Link to="/locations">Locations</Link>.
          </p>
          <SiteContacts />
        </section>
      </PageBody>
    </>
  );
}

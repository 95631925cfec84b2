import { summerCamp } from "~/content.server";
import { DisclosureSection } from "~/components/ui/disclosure-section";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { ProgramIcon } from "~/components/ui/program-icon";
import { summer2025Details } from "~/features/summer-2025/summer-2025-data.server";
import { Summer2025Details } from "~/features/summer-2025/summer-2025-details";
import { seo } from "~/lib/seo.server";
import type { Route } from "./+types/summer-camp";

export function loader() {
  return {
    camp: summerCamp,
    details: summer2025Details(),
    meta: seo({
      title: summerCamp.title,
      description: `${summerCamp.title} for children entering ${summerCamp.grades}: ${summerCamp.campCount}. See last summer's fees, dates, policies and camps while the 2026 details are prepared.`,
      path: "/programs/summer-camp",
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta;

export default function SummerCamp({ loaderData }: Route.ComponentProps) {
  const { camp, details } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow={
          <span className="flex items-center gap-2 text-summer">
            <ProgramIcon program="summer" />
            Summer Camp
          </span>
        }
        title={camp.title}
        lead={`For children entering ${camp.grades}.`}
      />
      <PageBody className="space-y-10">
        <section aria-labelledby="summer-2026-heading" className="prose-block">
          <h2 id="summer-2026-heading">Summer 2026</h2>
          <p className="text-xl font-bold text-brand-strong">{camp.update}.</p>
          <p>
            Summer Camp offers {camp.campCount}: full days of science, theatre, art and recreation
            at sites in all three of our districts. Dates, fees and registration for 2026 will
            appear on this page as soon as they are set.
          </p>
          <p>
            Need help with the cost? Summer programs can be part of your district&apos;s ELO-P: see{" "}
            <a href="/programs/subsidy">Subsidy Programs</a>.
          </p>
        </section>

        <DisclosureSection
          title="Summer Camp 2025 details"
          summary="Last summer's fees, schedule, policies, camp locations and camp previews, to help you plan."
        >
          <Summer2025Details {...details} />
        </DisclosureSection>
      </PageBody>
    </>
  );
}

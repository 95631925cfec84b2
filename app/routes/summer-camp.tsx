import { Link } from "react-router";
import { summerCamp } from "~content/summer-camp";
import { DisclosureSection } from "~/components/ui/disclosure-section";
import { PageBody, PageHeader } from "~/components/ui/page-header";
import { ProgramIcon } from "~/components/ui/program-icon";
import { Summer2025Details } from "~/features/summer-2025/summer-2025-details";
import { seo } from "~/lib/seo";

export const meta = () =>
  seo({
    title: summerCamp.title,
    description: `${summerCamp.title} for children entering ${summerCamp.grades}: ${summerCamp.campCount}. See last summer's fees, dates, policies and camps while the 2026 details are prepared.`,
    path: "/programs/summer-camp",
  });

export default function SummerCamp() {
  return (
    <>
      <PageHeader
        eyebrow={
          <span className="flex items-center gap-2 text-summer">
            <ProgramIcon program="summer" />
            Summer Camp
          </span>
        }
        title={summerCamp.title}
        lead={`For children entering ${summerCamp.grades}.`}
      />
      <PageBody className="space-y-10">
        <section aria-labelledby="summer-2026-heading" className="prose-block">
          <h2 id="summer-2026-heading">Summer 2026</h2>
          <p className="text-xl font-bold text-brand-strong">{summerCamp.update}.</p>
          <p>
            Summer Camp offers {summerCamp.campCount}: full days of science, theatre, art and
            recreation at sites in all three of our districts. Dates, fees and registration for 2026
            will appear on this page as soon as they are set.
          </p>
          <p>
            Need help with the cost? Summer programs can be part of your district&apos;s ELO-P: see{" "}
            <Link to="/programs/subsidy">Subsidy Programs</Link>.
          </p>
        </section>

        <DisclosureSection
          title="Summer Camp 2025 details"
          summary="Last summer's fees, schedule, policies, camp locations and camp previews, to help you plan."
        >
          <Summer2025Details />
        </DisclosureSection>
      </PageBody>
    </>
  );
}

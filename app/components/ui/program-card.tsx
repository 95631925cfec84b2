import { useId, type ReactNode } from "react";
import type { Program } from "~content/programs";
import { useTranslate } from "~/lib/locale-context";
import { m } from "~i18n/paraglide/messages";
import { ButtonLink } from "./button-link";
import { ProgramIcon, programStyle } from "./program-icon";

interface ProgramCardProps {
  program: Program;
  headingLevel?: "h2" | "h3";
  /** Facts of the program where the card stands (its places at a site), under the summary. */
  details?: ReactNode;
  children?: ReactNode;
}

/** A program's coloured card: icon, name, one-line summary, then whatever actions the page adds. */
export function ProgramCard({
  program,
  headingLevel: Heading = "h3",
  details,
  children,
}: ProgramCardProps) {
  const style = programStyle[program.id];
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className={`flex flex-col rounded-2xl border border-line p-5 ${style.soft}`}
    >
      <Heading id={headingId} className={`flex items-center gap-2 text-xl ${style.text}`}>
        <ProgramIcon program={program.id} className="size-6" />
        {program.name}
      </Heading>
      <p className="mt-2 flex-1">{program.summary}</p>
      {details && <div className="mt-3">{details}</div>}
      {children && <div className="mt-4 flex flex-wrap gap-2">{children}</div>}
    </article>
  );
}

/** "Learn more" about the program; its name for screen readers says which program, so a list of links read aloud tells them apart. */
export function ProgramLearnMoreLink({ program }: { program: Program }) {
  const t = useTranslate();
  return (
    <ButtonLink to={program.route} variant="secondary">
      {t(m.layout_learn_more)}
      <span className="sr-only">
        {" "}
        {t(m.layout_learn_more_about, { program: program.inSentence })}
      </span>
    </ButtonLink>
  );
}

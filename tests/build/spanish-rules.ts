// How the site's words are written, in both languages (docs/translations.md). The words-check of
// every built page (words.built.test.ts) holds every Spanish page to these rules.

/**
 * How the site's Spanish is written (README, "Translations"): words it never uses, times as
 * Spanish writes them, and names that keep their article inside a sentence.
 */
export const spanishRules = [
  { rule: "colegiatura: say costo or cuotas", pattern: /\bcolegiatura/iu },
  { rule: "matrícula: say inscripción", pattern: /\bmatr[íi]cula/iu },
  { rule: "aplicar: say postularse or presentar una solicitud", pattern: /\baplica(r|ción a)\b/iu },
  {
    rule: "página web: say sitio web (sitio alone is a school site)",
    pattern: /\bpáginas? web\b/iu,
  },
  { rule: "sitio de inscripción: say página de inscripción", pattern: /\bsitio de inscripción/iu },
  { rule: "campana: the school bell is el timbre", pattern: /\bcampanas?\b/iu },
  { rule: "Busque su sitio: say Encuentre su sitio", pattern: /\bbusque su sitio/iu },
  {
    rule: "cuenta twice: say estado de cuenta de su cuenta familiar",
    pattern: /cuenta de la cuenta/iu,
  },
  {
    rule: "a time in English style: write 6:30 a. m., hora del Pacífico",
    pattern: /\d\s?(AM|PM|am|pm)\b|\bPST\b|\b[ap]\.m\./u,
  },
  { rule: "three dots: write …", pattern: /\.\.\./u },
  {
    rule: "a name without its article after a preposition: a la Oficina principal",
    pattern: /\b(a|de|en|sobre|para)\s+(Campamentos?|Programas|Oficina)\b/u,
  },
  {
    rule: "niños in the multi-child discount: say hijos (Con 2 hijos, con 3 o más hijos)",
    pattern: /\b\d+ (o más )?niños\b/u,
  },
  {
    rule: "total mensual menor, or the whole total without combinado: say el menor de los (dos) totales mensuales, el total mensual combinado",
    pattern:
      /\btotal mensual menor\b|\bdescuent\w*( un \d+%)? (del|sobre el) total mensual(?! combinado)/u,
  },
  {
    rule: "a discount rule after a colon (hijos: 2 hijos:): end the sentence before the rules",
    pattern: /:\s+(Con\s+)?\d+ (o más )?hijos[:,]/u,
  },
  {
    rule: "tutor alone, or el padre, la madre o el tutor: say padres o tutores",
    pattern: /(?<!padres o )\btutor(a|es|as)?\b|\bel padre, la madre\b/iu,
  },
  { rule: "políticas: say normas", pattern: /\bpolíticas?\b/iu },
  {
    rule: "calificar para: say reúne los requisitos de, tiene derecho a or cuenta para",
    pattern: /\bcalific(a|an|ar|ue|uen)\b/iu,
  },
  {
    rule: "a camp's lugar: say sitio, as for every location",
    pattern: /^Lugar$|\bcon su lugar\b/u,
  },
  {
    rule: "programa de computadora, or Aplicaciones as the note's label: say la aplicación o el programa, Programas y aplicaciones",
    pattern: /\bprograma de computadora\b|^Aplicaciones:?$/iu,
  },
  {
    rule: "Inscribirse en una clase: a call to action asks in usted, Inscriba a su hijo en una clase",
    pattern: /\bInscribirse en una clase\b/u,
  },
  { rule: "Contáctenos: say Comuníquese con nosotros", pattern: /\bcontáctenos\b/iu },
  {
    rule: "Oficina principal inside a sentence: say la oficina principal, in lower case",
    pattern: /\b(la|nuestra|una|a|de|en)\s+Oficina principal\b/u,
  },
  {
    rule: "director(a) in a sentence: say el director o directora de su sitio",
    pattern: /\b(el|al|del|su|propio|cada)\s+director\(a\)/iu,
  },
  {
    rule: "soporte técnico as if it were a person: say el equipo de soporte técnico",
    pattern: /\b(a|con|donde) soporte técnico\b|(^|[.!?¿]\s*)Soporte técnico (puede|atiende|le)\b/u,
  },
  {
    rule: "two periods (p. m..): a value that ends with a period ends the sentence with it",
    pattern: /(?<!\.)\.\.(?!\.)/u,
  },
  {
    rule: "Cupo as a status's label (Cupo: Sin cupo): say Disponibilidad",
    pattern: /\bCupo:|\bCupo en\b/u,
  },
  {
    rule: "Revisado el, or a status's old date without a subject: say Actualizado el …, Cupo revisado por última vez el …",
    pattern: /(^|[.:]\s*)Revisado\b/u,
  },
  {
    rule: "the places filter's legend runs into its first choice (…con cupo en Todos los sitios): end it with a colon",
    pattern: /\bcupo en$/u,
  },
  {
    rule: "a sentence that starts with a numeral: write it in words (Un sitio tiene cupo…)",
    pattern: /(^|[.!?]\s+)1 (?!de )[a-záéíóúñ]/u,
  },
  {
    rule: "inscribirse en su lista de espera: the parent puts the child on the list (anotar a su hijo en la lista de espera)",
    pattern: /\binscribirse en su lista de espera\b/iu,
  },
  {
    rule: "vista previa is software language: say campamentos semana por semana, las listas de los otros distritos",
    pattern: /\bvistas? previas?\b/iu,
  },
  { rule: "Mostrando: say Se muestran", pattern: /\bMostrando\b/u },
  { rule: "ahora: in the sort button: say orden actual:", pattern: /\bahora: /u },
  {
    rule: "USD after a district's name reads as US dollars: say los distritos de Eureka y Loomis, el distrito Western Placer (WPUSD)",
    pattern: /\b(Eureka|Loomis) USD\b|\bde verano de [\p{L} ]+ USD\b/u,
  },
  {
    rule: "TBD, the sheet's English for a date not set yet: say Por confirmar",
    pattern: /\bTBD\b/u,
  },
  {
    rule: "a comma between a weekday and its date inside a sentence: write el viernes 1 de enero (a dateline may keep it)",
    pattern: /\b(el|del|al|y|o)\s+(lunes|martes|miércoles|jueves|viernes|sábado|domingo),\s*\d/iu,
  },
  {
    rule: "hasta el día alone, which may read as the day it opens: write hasta el viernes 1 de enero, inclusive",
    pattern:
      /\bhasta el (lunes|martes|miércoles|jueves|viernes|sábado|domingo),? \d+ de \p{L}+(?!\p{L}|, inclusive)/iu,
  },
  {
    rule: "abre tarde or cierra temprano: say abre más tarde, cierra más temprano",
    pattern: /\b(abre|cierra) (tarde|temprano)\b/iu,
  },
  { rule: "Apple Calendar: say Calendario de Apple", pattern: /\bApple Calendar\b/u },
];

/**
 * How the editor's own Spanish is written, for the office (admin/spanish.yaml, admin/editor-words.ts,
 * admin/decap-words.ts): the site's rules, but for a few that are about families' pages (the
 * editor calls its right half the preview, names pages by their titles, "Página de Programas de
 * subsidio", and its collection of places "Cupo en cada sitio", and a hint may start with the
 * number to type), and the forms of tú and of Spain's Spanish that Decap's own translation brought.
 */
const familiesOnly = [
  /^vista previa/,
  /^a name without its article/,
  /^Cupo as/,
  /^a sentence that starts with a numeral/,
];

export const editorSpanishRules = [
  ...spanishRules.filter(({ rule }) => !familiesOnly.some((pattern) => pattern.test(rule))),
  {
    rule: "tú: speak to staff as usted (¿Está seguro de que quiere…?, elija, escriba)",
    pattern:
      /\b(tú|tu|tus|estás|quieres|puedes|tienes|deseas|asegúrate|introduce|elige|escoge|quita|verifica)\b/iu,
  },
  {
    rule: "Spain's Spanish: say llenar, agregar, computadora (and no English Oops)",
    pattern: /\b(rellen\w*|añad\w*|ordenador|oops)\b/iu,
  },
];

/**
 * Typography of both languages: one kind of quotation marks. (The English keeps the
 * specification's "Loading..." and "...looking for..."; Spanish writes an ellipsis as one character.)
 */
export const typographyRules = [
  { rule: "straight quotes: write “…”", pattern: /"/u },
  { rule: "angle quotes: write “…”", pattern: /[«»]/u },
  {
    rule: "Family Of Schools: the district writes Family of Schools",
    pattern: /Family Of Schools/u,
  },
];

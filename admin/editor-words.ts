import type { EditorLanguage } from "./editor-language";

// The words the editor's own code says (around the previews, in its header, under a refused
// text), in each of the editor's languages. The labels and hints of the fields are in
// admin/spanish.yaml; what families read is in content/.

export const editorWords = {
  en: {
    help: "Help",
    helpName: "Help: the staff guide, in a new tab",
    /** The switch to the other language, written in that language. */
    otherLanguage: { language: "es", name: "Español" },
    guideLink: "How to edit them, in the staff guide",
    previewLanguages: "Language of the preview",
    frameTitle: "Preview of the page as families see it",
    notYet: (problem: string) =>
      `The page shows here again once the form is complete (${problem}).`,
    englishEmpty: "Write it in English too, or leave both languages empty.",
    spanishEmpty: "Write it in Spanish too, or leave both languages empty.",
    unknownFact: (name: string, allowed: string) =>
      allowed
        ? `{${name}} is not a fact this text can show: use ${allowed}.`
        : `{${name}} is not a fact this text can show: this text shows none.`,
    sameFacts: "The English and Spanish texts must use the same words in braces, like {name}.",
    notice: {
      none: "With no notice written, pages show none.",
      days: (first: string, last: string) =>
        `Families see it at the top of every page from ${first} to ${last}.`,
      someDays: "It shows on the days you set below.",
    },
    mainOffice: {
      heading: "Main office",
      text: "The main office has no page of its own here: its address, hours and phone show on",
      mainOfficePage: "the Main Office page",
      and: "and",
      contactPage: "the Contact page",
    },
  },
  es: {
    help: "Ayuda",
    helpName: "Ayuda: la guía del personal (en inglés), en una pestaña nueva",
    otherLanguage: { language: "en", name: "English" },
    guideLink: "Cómo editarlos, en la guía del personal (en inglés)",
    previewLanguages: "Idioma de la vista previa",
    frameTitle: "Vista previa de la página como la ven las familias",
    notYet: (problem: string) =>
      `La página vuelve a aparecer aquí cuando el formulario esté completo (${problem}).`,
    englishEmpty: "Escríbalo también en inglés, o deje vacíos los dos idiomas.",
    spanishEmpty: "Escríbalo también en español, o deje vacíos los dos idiomas.",
    unknownFact: (name: string, allowed: string) =>
      allowed
        ? `{${name}} no es un dato que este texto pueda mostrar: use ${allowed}.`
        : `{${name}} no es un dato que este texto pueda mostrar: este texto no muestra ninguno.`,
    sameFacts:
      "Los textos en inglés y en español deben usar las mismas palabras entre llaves, como {name}.",
    notice: {
      none: "Sin un aviso escrito, las páginas no muestran ninguno.",
      days: (first: string, last: string) =>
        `Las familias lo ven arriba de cada página del ${first} al ${last}.`,
      someDays: "Se muestra en los días que indique abajo.",
    },
    mainOffice: {
      heading: "Oficina principal",
      text: "La oficina principal no tiene una página propia aquí: su dirección, su horario y su teléfono aparecen en",
      mainOfficePage: "la página de la Oficina principal",
      and: "y en",
      contactPage: "la página de Contacto",
    },
  },
} satisfies Record<EditorLanguage, unknown>;

export type EditorWords = (typeof editorWords)["en"];

/**
 * Decap's button for a new entry, named as it reads ("New Closure"), where Decap shows
 * "＋ Closure" and names it "Create entry of type Closure" for a screen reader.
 */
export const newEntryPhrases: Record<EditorLanguage, Record<string, string>> = {
  en: { newButton: "New %{collectionLabel}", newButtonAriaLabel: "New %{collectionLabel}" },
  es: { newButton: "Agregar %{collectionLabel}", newButtonAriaLabel: "Agregar %{collectionLabel}" },
};

/**
 * Decap's own messages of a field, in plain words and in normal case, in each language: a
 * field's label is already beside them, and a format's message says what to write.
 */
export const decapPhrases: Record<EditorLanguage, Record<string, string>> = {
  en: {
    required: "Fill this in.",
    regexPattern: "%{pattern}",
    range: "Write a number from %{minValue} to %{maxValue}.",
    min: "Write %{minValue} or more.",
    max: "Write %{maxValue} or less.",
    rangeCount: "Give from %{minCount} to %{maxCount}.",
    rangeCountExact: "Give exactly %{count}.",
    rangeMin: "Give at least %{minCount}.",
    rangeMax: "Give no more than %{maxCount}.",
  },
  es: {
    required: "Complete este campo.",
    regexPattern: "%{pattern}",
    range: "Escriba un número del %{minValue} al %{maxValue}.",
    min: "Escriba %{minValue} o más.",
    max: "Escriba %{maxValue} o menos.",
    rangeCount: "Ponga de %{minCount} a %{maxCount}.",
    rangeCountExact: "Ponga exactamente %{count}.",
    rangeMin: "Ponga por lo menos %{minCount}.",
    rangeMax: "Ponga %{maxCount} como máximo.",
  },
};

import type { EditorLanguage } from "./editor-language";

// The words the editor's own code says (around the previews, in its header, under a refused
// text), in each of the editor's languages. The labels and hints of the fields are in
// admin/spanish.yaml; what families read is in content/.

export const editorWords = {
  en: {
    help: "Help",
    helpName: "Help: the staff guide, in a new tab",
    readiness: "What to update",
    readinessName: "What to update: the facts out of date or made up, in a new tab",
    openEditor: "Open the editor",
    changeIt: "Change it in",
    signInHeading: "Edit the STAR Education website",
    signInLinks: "Help and language",
    logo: "STAR Education",
    parts: {
      close: "Close",
      timer: "Time left on this notice",
      remove: (what: string) => `Remove ${what}`,
      foldItem: "Show or hide this item",
      moveItem: "Move this item: drag it, or press Space and then the arrow keys",
      removeItem: "Remove this item",
    },
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
    closureNotYet: {
      days: "The closure shows here as families will see it once its first and last days are written.",
      time: "The closure shows here as families will see it once the time it opens or closes is written, like 3:00 PM.",
    },
    notice: {
      none: "With no notice written, pages show none.",
      oneDay: (day: string) => `Families see it at the top of every page on ${day}.`,
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
    readiness: "Qué actualizar",
    readinessName: "Qué actualizar: los datos desactualizados o inventados, en una pestaña nueva",
    openEditor: "Abrir el editor",
    changeIt: "Se cambia en",
    signInHeading: "Editar el sitio web de STAR Education",
    signInLinks: "Ayuda e idioma",
    logo: "STAR Education",
    parts: {
      close: "Cerrar",
      timer: "Tiempo que queda de este aviso",
      remove: (what: string) => `Quitar ${what}`,
      foldItem: "Mostrar u ocultar este elemento",
      moveItem:
        "Mover este elemento: arrástrelo, o presione la barra espaciadora y luego las flechas",
      removeItem: "Quitar este elemento",
    },
    otherLanguage: { language: "en", name: "English" },
    guideLink: "Cómo editar esta sección (guía del personal, en inglés)",
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
    closureNotYet: {
      days: "El cierre aparece aquí como lo verán las familias cuando escriba su primer y su último día.",
      time: "El cierre aparece aquí como lo verán las familias cuando escriba la hora en que abre o cierra, como 3:00 p. m.",
    },
    notice: {
      none: "Sin un aviso escrito, las páginas no muestran ninguno.",
      oneDay: (day: string) => `Las familias lo ven arriba de cada página el ${day}.`,
      days: (first: string, last: string) =>
        `Las familias lo ven arriba de cada página del ${first} al ${last}.`,
      someDays: "Se muestra en los días que indique abajo.",
    },
    mainOffice: {
      heading: "Oficina principal",
      text: "La oficina principal no tiene una página propia aquí: su dirección, su horario y su teléfono aparecen en",
      mainOfficePage: "la página de la oficina principal",
      and: "y en",
      contactPage: "la página de Contacto",
    },
  },
} satisfies Record<EditorLanguage, unknown>;

export type EditorWords = (typeof editorWords)["en"];

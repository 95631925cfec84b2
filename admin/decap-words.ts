import type { EditorLanguage } from "./editor-language";

// Decap's own words (its buttons, lists, dialogs, messages and statuses), as the editor says them.
// Decap's Spanish leaves most of its phrases in English ("Add clases", "Toggle preview"), speaks
// as tú in its dialogs and as Spain does elsewhere ("Oops, no ha rellenado…", "Añadir"), so the
// editor brings every phrase in Spanish, in usted and in the words of docs/translations.md, and,
// in English, the few it says more plainly than Decap. admin/start-editor.ts registers them over
// Decap's own; admin/decap-words.test.ts holds the Spanish to every phrase Decap has in English.

type Phrases = { [key: string]: string | Phrases };

/** Where Decap's English says too little or too much; the rest stays as Decap writes it. */
const english = {
  collection: {
    // "New Closure" where Decap shows "＋ Closure", named "Create entry of type Closure".
    collectionTop: {
      newButton: "New %{collectionLabel}",
      newButtonAriaLabel: "New %{collectionLabel}",
    },
  },
  editor: {
    editorControlPane: {
      // A field's label is beside its message, and a format's message says what to write.
      widget: {
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
    },
    editorControl: {
      // Decap names a field's box by its kind of widget ("string field"), which says nothing.
      field: { widgetLabel: "Field" },
    },
    editor: {
      onLeavePage: "Leave this page? The changes you have not saved will be lost.",
      confirmLoadBackup:
        "This browser kept changes to this entry that were never saved. Do you want them back? (Cancel keeps the entry as it was saved.)",
    },
    editorWidgets: {
      // The list's own label: "Add to “Places by program”", where Decap wrote "Add Places by program".
      list: { add: "Add to “%{item}”", addType: "Add to “%{item}”" },
      // Decap names the field by its name in the file ("Set announced to now"); every date is a
      // day. The name starts with the button's own word, as a screen reader's user says it.
      datetime: { setToNow: "Now: fill in today's date" },
    },
  },
  ui: {
    toast: {
      // Decap says it for any field refused, not only an empty one.
      missingRequiredField:
        "Something in the form needs a change: see the message in red beside the field.",
    },
  },
} satisfies Phrases;

/** Every phrase of Decap's, in Spanish. */
const spanish = {
  auth: {
    login: "Iniciar sesión",
    loggingIn: "Iniciando sesión…",
    loginWithNetlifyIdentity: "Iniciar sesión con Netlify Identity",
    loginWithAzure: "Iniciar sesión con Azure",
    loginWithBitbucket: "Iniciar sesión con Bitbucket",
    loginWithGitHub: "Iniciar sesión con GitHub",
    loginWithGitLab: "Iniciar sesión con GitLab",
    loginWithGitea: "Iniciar sesión con Gitea",
    loginWithForgejo: "Iniciar sesión con Forgejo",
    errors: {
      email: "Escriba su correo electrónico.",
      password: "Escriba su contraseña.",
      identitySettings:
        "No se pudo abrir la configuración de Identity. Con git-gateway, active los servicios Identity y Git Gateway.",
    },
  },
  app: {
    header: {
      content: "Contenido",
      workflow: "Flujo editorial",
      media: "Archivos",
      quickAdd: "Agregar",
    },
    app: {
      errorHeader: "No se pudo cargar la configuración del editor",
      configErrors: "Errores de configuración",
      checkConfigYml: "Revise el archivo config.yml.",
      loadingConfig: "Cargando la configuración…",
      waitingBackend: "Esperando al servidor…",
    },
    notFoundPage: { header: "No se encontró la página" },
  },
  collection: {
    sidebar: {
      collections: "Colecciones",
      allCollections: "Todas las colecciones",
      searchAll: "Buscar en todo",
      searchIn: "Buscar en",
    },
    collectionTop: {
      sortBy: "Ordenar por",
      viewAs: "Ver como",
      viewAsList: "Ver como lista",
      viewAsGrid: "Ver como cuadrícula",
      newButton: "Agregar %{collectionLabel}",
      newButtonAriaLabel: "Agregar %{collectionLabel}",
      ascending: "De menor a mayor",
      descending: "De mayor a menor",
      searchResults: "Resultados de la búsqueda de “%{searchTerm}”",
      searchResultsInCollection: "Resultados de la búsqueda de “%{searchTerm}” en %{collection}",
      filterBy: "Filtrar por",
      groupBy: "Agrupar por",
    },
    entries: {
      loadingEntries: "Cargando las entradas…",
      cachingEntries: "Preparando las entradas…",
      longerLoading: "Esto puede tardar varios minutos",
      noEntries: "No hay entradas",
      unpublishedHeader: "Entradas sin publicar",
    },
    groups: { other: "Otros", negateLabel: "No %{label}" },
    defaultFields: {
      author: { label: "Autor" },
      updatedOn: { label: "Actualizado el" },
    },
  },
  editor: {
    editorControl: {
      field: { optional: "opcional", widgetLabel: "Campo" },
    },
    editorControlPane: {
      widget: {
        required: "Complete este campo.",
        regexPattern: "%{pattern}",
        processing: "Espere: este campo se está procesando.",
        range: "Escriba un número del %{minValue} al %{maxValue}.",
        min: "Escriba %{minValue} o más.",
        max: "Escriba %{maxValue} o menos.",
        rangeCount: "Agregue de %{minCount} a %{maxCount} elementos.",
        rangeCountExact: "Agregue exactamente %{count} elementos.",
        rangeMin: "Agregue por lo menos %{minCount} elementos.",
        rangeMax: "Agregue %{maxCount} elementos como máximo.",
        invalidPath: "“%{path}” no es una ruta válida.",
        pathExists: "Ya existe la ruta “%{path}”.",
      },
      i18n: {
        writingInLocale: "Escribiendo en %{locale}",
        copyFromLocale: "Copiar del otro idioma",
        copyFromLocaleConfirm:
          "¿Quiere copiar aquí lo que dice en %{locale}?\nSe reemplazará todo lo que haya escrito.",
      },
    },
    editor: {
      onLeavePage:
        "¿Está seguro de que quiere salir de esta página? Perderá los cambios que no haya guardado.",
      onUpdatingWithUnsavedChanges:
        "Tiene cambios sin guardar. Guárdelos antes de cambiar el estado.",
      onPublishingNotReady: "Cambie el estado a “Listo” antes de publicar.",
      onPublishingWithUnsavedChanges: "Tiene cambios sin guardar. Guárdelos antes de publicar.",
      onPublishing: "¿Está seguro de que quiere publicar esta entrada?",
      onUnpublishing: "¿Está seguro de que quiere retirar esta entrada del sitio web?",
      onDeleteWithUnsavedChanges:
        "¿Está seguro de que quiere borrar esta entrada publicada, y también los cambios que no ha guardado?",
      onDeletePublishedEntry: "¿Está seguro de que quiere borrar esta entrada publicada?",
      onDeleteUnpublishedChangesWithUnsavedChanges:
        "Se borrarán todos los cambios sin publicar de esta entrada, y también los que no ha guardado. ¿Todavía quiere borrarlos?",
      onDeleteUnpublishedChanges:
        "Se borrarán todos los cambios sin publicar de esta entrada. ¿Todavía quiere borrarlos?",
      loadingEntry: "Cargando la entrada…",
      confirmLoadBackup:
        "Este navegador conservó cambios de esta entrada que nunca se guardaron. ¿Quiere recuperarlos? (Cancelar deja la entrada como se guardó.)",
    },
    editorInterface: {
      toggleI18n: "Mostrar u ocultar el otro idioma",
      togglePreview: "Mostrar u ocultar la vista previa",
      toggleScrollSync: "Desplazar juntos el formulario y la vista previa",
      toggleNotes: "Mostrar u ocultar las notas",
    },
    editorNotesPane: {
      title: "Notas",
      emptyState: "Todavía no hay notas. Escriba la primera abajo para trabajar en equipo.",
      addNote: "Agregar nota",
      addPlaceholder: "Escriba una nota…",
      editPlaceholder: "Cambie su nota…",
      save: "Guardar",
      cancel: "Cancelar",
      edit: "Editar",
      delete: "Borrar",
      resolve: "Marcar como resuelta",
      unresolve: "Marcar como pendiente",
      confirmDelete: "¿Está seguro de que quiere borrar esta nota?",
      shortcut: "Consejo: presione Ctrl+Enter para agregar la nota enseguida",
    },
    editorToolbar: {
      publishing: "Publicando…",
      publish: "Publicar",
      published: "Publicado",
      unpublish: "Retirar del sitio web",
      duplicate: "Duplicar",
      unpublishing: "Retirando…",
      publishAndCreateNew: "Publicar y crear otra",
      publishAndDuplicate: "Publicar y duplicar",
      deleteUnpublishedChanges: "Borrar los cambios sin publicar",
      deleteUnpublishedEntry: "Borrar la entrada sin publicar",
      deletePublishedEntry: "Borrar la entrada publicada",
      deleteEntry: "Borrar la entrada",
      saving: "Guardando…",
      save: "Guardar",
      statusInfoTooltipDraft:
        "La entrada es un borrador. Para enviarla a revisión, cambie el estado a “En revisión”.",
      statusInfoTooltipInReview:
        "La entrada está en revisión. Puede seguir haciendo cambios mientras tanto.",
      deleting: "Borrando…",
      updating: "Actualizando…",
      status: "Estado: %{status}",
      backCollection: " Escribiendo en %{collectionLabel}",
      unsavedChanges: "Cambios sin guardar",
      changesSaved: "Cambios guardados",
      draft: "Borrador",
      inReview: "En revisión",
      ready: "Listo",
      publishNow: "Publicar ahora",
      deployPreviewPendingButtonLabel: "Buscar la vista previa",
      deployPreviewButtonLabel: "Ver la vista previa",
      deployButtonLabel: "Ver en el sitio web",
    },
    editorWidgets: {
      markdown: {
        bold: "Negrita",
        italic: "Cursiva",
        strikethrough: "Tachado",
        code: "Código",
        link: "Enlace",
        linkPrompt: "Escriba la dirección del enlace",
        headings: "Títulos",
        quote: "Cita",
        bulletedList: "Lista con viñetas",
        numberedList: "Lista numerada",
        addComponent: "Agregar un componente",
        richText: "Texto con formato",
        markdown: "Markdown",
        toggleMode: {
          rich: "Cambiar a texto con formato",
          markdown: "Cambiar a Markdown",
        },
      },
      image: {
        choose: "Elija una imagen",
        chooseMultiple: "Elija imágenes",
        chooseUrl: "Agregar desde una dirección web",
        replaceUrl: "Cambiar por una dirección web",
        promptUrl: "Escriba la dirección web de la imagen",
        chooseDifferent: "Elija otra imagen",
        addMore: "Agregar más imágenes",
        remove: "Quitar la imagen",
        removeAll: "Quitar todas las imágenes",
      },
      file: {
        choose: "Elija un archivo",
        chooseUrl: "Agregar desde una dirección web",
        chooseMultiple: "Elija archivos",
        replaceUrl: "Cambiar por una dirección web",
        promptUrl: "Escriba la dirección web del archivo",
        chooseDifferent: "Elija otro archivo",
        addMore: "Agregar más archivos",
        remove: "Quitar el archivo",
        removeAll: "Quitar todos los archivos",
      },
      unknownControl: { noControl: "El editor no sabe mostrar este campo (%{widget})." },
      unknownPreview: { noPreview: "El editor no sabe mostrar la vista previa (%{widget})." },
      headingOptions: {
        headingOne: "Título 1",
        headingTwo: "Título 2",
        headingThree: "Título 3",
        headingFour: "Título 4",
        headingFive: "Título 5",
        headingSix: "Título 6",
      },
      datetime: {
        now: "Ahora",
        clear: "Borrar",
        setToNow: "Ahora: poner la fecha de hoy",
      },
      list: { add: "Agregar a “%{item}”", addType: "Agregar a “%{item}”" },
      object: { expand: "Mostrar", collapse: "Ocultar" },
    },
  },
  mediaLibrary: {
    mediaLibraryCard: {
      draft: "Borrador",
      copy: "Copiar",
      copyUrl: "Copiar la dirección",
      copyPath: "Copiar la ruta",
      copyName: "Copiar el nombre",
      copied: "Copiado",
    },
    mediaLibrary: {
      onDelete: "¿Está seguro de que quiere borrar los archivos elegidos?",
      fileTooLarge: "El archivo es demasiado grande.\nEl límite es de %{size} kB.",
    },
    mediaLibraryModal: {
      loading: "Cargando…",
      close: "Cerrar",
      noResults: "No hay resultados.",
      noAssetsFound: "No se encontró ningún archivo.",
      noImagesFound: "No se encontró ninguna imagen.",
      private: "Privado ",
      images: "Imágenes",
      mediaAssets: "Archivos",
      search: "Buscar…",
      uploading: "Subiendo…",
      upload: "Subir",
      download: "Descargar",
      deleting: "Borrando…",
      deleteSelected: "Borrar los elegidos",
      chooseSelected: "Usar los elegidos",
    },
  },
  ui: {
    default: { goBackToSite: "Volver al sitio web" },
    errorBoundary: {
      title: "Error",
      details: "Ocurrió un error. Le pedimos que ",
      reportIt: "lo informe en GitHub.",
      detailsHeading: "Detalles",
      privacyWarning:
        "El informe se abre con el mensaje de error y los datos para encontrar la causa.\nRevise que la información sea correcta y quite cualquier dato confidencial.",
      recoveredEntry: {
        heading: "Entrada recuperada",
        warning: "Copie y pegue esto en otro lugar antes de salir de esta página.",
        copyButtonLabel: "Copiar al portapapeles",
      },
    },
    settingsDropdown: { logOut: "Cerrar sesión", account: "Opciones de la cuenta" },
    toast: {
      onFailToLoadEntries: "No se pudo cargar la entrada: %{details}",
      onFailToLoadDeployPreview: "No se pudo cargar la vista previa: %{details}",
      onFailToPersist: "No se pudo guardar la entrada: %{details}",
      onFailToDelete: "No se pudo borrar la entrada: %{details}",
      onFailToUpdateStatus: "No se pudo cambiar el estado: %{details}",
      missingRequiredField:
        "Hay que corregir algo en el formulario: vea el mensaje en rojo junto al campo.",
      entrySaved: "Entrada guardada",
      entryPublished: "Entrada publicada",
      entryUnpublished: "Entrada retirada del sitio web",
      onFailToPublishEntry: "No se pudo publicar: %{details}",
      onFailToUnpublishEntry: "No se pudo retirar la entrada: %{details}",
      entryUpdated: "Se cambió el estado de la entrada",
      onDeleteUnpublishedChanges: "Se borraron los cambios sin publicar",
      noteAdded: "Nota agregada",
      onFailToAddNote: "No se pudo agregar la nota: %{details}",
      noteUpdated: "Nota actualizada",
      onFailToUpdateNote: "No se pudo actualizar la nota: %{details}",
      noteDeleted: "Nota borrada",
      onFailToDeleteNote: "No se pudo borrar la nota: %{details}",
      noteResolved: "Nota resuelta",
      noteReopened: "Nota abierta de nuevo",
      onFailToToggleNote: "No se pudo cambiar la nota: %{details}",
      onFailToAuth: "%{details}",
      onLoggedOut: "Se cerró su sesión. Copie lo que haya escrito y vuelva a iniciar sesión.",
      onBackendDown: "El servicio que guarda los cambios tiene una falla. Vea %{details}.",
    },
  },
  workflow: {
    workflow: {
      loading: "Cargando las entradas del flujo editorial",
      workflowHeading: "Flujo editorial",
      newPost: "Entrada nueva",
      description:
        "%{smart_count} entrada espera revisión; %{readyCount} lista para publicarse. |||| %{smart_count} entradas esperan revisión; %{readyCount} listas para publicarse.",
      // Decap writes the day with English month names: numbers, as es-US writes them.
      dateFormat: "D/M/YYYY",
    },
    workflowCard: {
      lastChange: "%{date}, por %{author}",
      lastChangeNoAuthor: "%{date}",
      lastChangeNoDate: "Por %{author}",
      deleteChanges: "Borrar los cambios",
      deleteNewEntry: "Borrar la entrada nueva",
      publishChanges: "Publicar los cambios",
      publishNewEntry: "Publicar la entrada nueva",
    },
    workflowList: {
      onDeleteEntry: "¿Está seguro de que quiere borrar esta entrada?",
      onPublishingNotReadyEntry:
        "Solo se pueden publicar las entradas con el estado “Listo”. Arrastre la tarjeta a la columna “Listo” para poder publicarla.",
      onPublishEntry: "¿Está seguro de que quiere publicar esta entrada?",
      draftHeader: "Borradores",
      inReviewHeader: "En revisión",
      readyHeader: "Listas",
      currentEntries: "%{smart_count} entrada |||| %{smart_count} entradas",
    },
  },
} satisfies Phrases;

/** Decap's phrases as the editor says them, over Decap's own, in each of its languages. */
export const decapWords = { en: english, es: spanish } satisfies Record<EditorLanguage, Phrases>;

/** `phrases` with `over` laid on it, key by key, at every depth. */
export function withPhrases(phrases: Phrases, over: Phrases): Phrases {
  const merged: Phrases = { ...phrases };
  for (const [key, value] of Object.entries(over)) {
    const under = merged[key];
    merged[key] =
      typeof value === "object" && typeof under === "object" ? withPhrases(under, value) : value;
  }
  return merged;
}

// When Publish or Save is refused, Decap marks each refused field in red with its reason, but
// leaves the form where it was: with the field out of sight, nothing seems to happen, and staff
// press Publish again and again. So after each Publish or Save, the first refused field is
// brought into view and gets the keyboard, ready to be corrected.
//
// Decap announces a refusal in no event a page can listen to. What a page can see: a press on an
// item of the toolbar's menus (Publish now, and the like) or one of its buttons (Save), and, once
// Decap has checked the form, the reasons of each refused field, which it renders as a list in
// the field's top bar (its ControlErrorsList, a name Decap's styles keep in every build). A field
// with a format is also checked when staff leave it; that alone moves nothing, so nobody is
// pulled back to a field they chose to leave.

const toolbar = '[class*="ToolbarContainer"]';
const actions = '[role="menuitem"], button:not([aria-haspopup])';
const problems = '[class*="ControlErrorsList"]';

/** The control of the field whose reasons are `list`: the input its label names, or the first. */
function fieldOf(list: Element): HTMLElement | null {
  const bar = list.parentElement;
  const label = bar?.querySelector("label[for]");
  const named = label && document.getElementById(label.getAttribute("for")!);
  if (named) return named;
  return bar?.parentElement?.querySelector<HTMLElement>("input, textarea, select, button") ?? null;
}

function showFirstProblem() {
  const first = document.querySelector(problems);
  if (!first) return;
  (first.parentElement ?? first).scrollIntoView({ block: "center" });
  fieldOf(first)?.focus({ preventScroll: true });
}

/** Decap checks the form when the press is handled and draws its reasons by the next frames. */
function afterTheCheck() {
  requestAnimationFrame(() => requestAnimationFrame(showFirstProblem));
}

function isAttempt(target: EventTarget | null): boolean {
  return target instanceof Element && Boolean(target.closest(actions)?.closest(toolbar));
}

/** Brings the first refused field into view after each refused Publish or Save. */
export function showRefusedFields() {
  document.addEventListener(
    "click",
    (event) => {
      if (isAttempt(event.target)) afterTheCheck();
    },
    true,
  );
  document.addEventListener(
    "keydown",
    (event) => {
      if ((event.key === "Enter" || event.key === " ") && isAttempt(event.target)) afterTheCheck();
    },
    true,
  );
}

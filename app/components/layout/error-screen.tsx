import { ButtonLink } from "../ui/button-link";

interface ErrorScreenProps {
  status?: number;
  message: string;
}

/** The router's plain variant, for a failure that is not a missing page. */
export function ErrorScreen({ status, message }: ErrorScreenProps) {
  return (
    <div className="mx-auto max-w-page px-4 py-16">
      <h1 className="text-3xl">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg">{status ? `${status}` : null}</p>
      <pre className="mt-2 overflow-x-auto rounded-lg bg-mist p-4 whitespace-pre-wrap">
        {message}
      </pre>
      <p className="mt-6">
        <ButtonLink to="/">Back to the home page</ButtonLink>
      </p>
    </div>
  );
}

export function NotFoundScreen() {
  return (
    <div className="mx-auto max-w-page px-4 py-16 text-center">
      <p className="text-xl font-extrabold tracking-widest text-ink-soft">404 ERROR</p>
      <h1 className="mt-2 text-5xl">Oops!</h1>
      <p className="mt-4 text-xl">These aren't the pages you're looking for...</p>
      <p className="mx-auto mt-4 max-w-prose text-ink-soft">
        The page may have moved, or the link may have a typo. Try the menu, or start from one of
        these.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">Home</ButtonLink>
        <ButtonLink to="/locations" variant="secondary">
          Find your site
        </ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          Contact us
        </ButtonLink>
      </div>
    </div>
  );
}

import "react";

declare module "react" {
  // Invoker commands (HTML's `command` and `commandfor`), which React passes through as attributes.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merging needs React's own parameter
  interface ButtonHTMLAttributes<T> {
    command?:
      "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover";
    commandfor?: string;
  }
}

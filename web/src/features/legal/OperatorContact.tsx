import * as Dialog from "@radix-ui/react-dialog";
import { Link } from "react-router";
import { useInLegalDialog } from "./legal-frame";
import { useOperator } from "./use-operator";

const linkClass = "font-medium text-accent underline-offset-4 hover:underline";

/** "Example Co." ends a sentence as it is; "Example Ltd" gets its full stop. */
const asSentenceEnd = (name: string) => (/[.!?]$/.test(name) ? name : `${name}.`);

/**
 * How to reach the people who run this site: their name and address when the server
 * names them, and otherwise only the contact page. Nothing names an operator by default.
 * For use inside a legal document, on its page or in its dialog.
 */
export function OperatorContact() {
  const operator = useOperator();
  const link = (
    <Link to="/contact" className={linkClass}>
      contact page
    </Link>
  );
  // In a dialog, following the link closes it, also when it is opened on the contact page.
  const contactPage = useInLegalDialog() ? <Dialog.Close asChild>{link}</Dialog.Close> : link;
  return (
    <>
      {operator?.name ? <>This site is run by {asSentenceEnd(operator.name)} </> : null}
      {operator?.email ? (
        <>
          Write to{" "}
          <a href={`mailto:${operator.email}`} className={linkClass}>
            {operator.email}
          </a>{" "}
          or use the {contactPage}.
        </>
      ) : (
        <>Write to the people who run this site through the {contactPage}.</>
      )}
    </>
  );
}

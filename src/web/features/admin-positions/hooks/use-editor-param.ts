import { useLocation, useNavigate, useSearchParams } from "react-router";

const PARAM = "editor";
/** `?editor=new` opens the editor on a new position; `?editor=<id>` on that one. */
export const NEW_POSITION = "new";

/**
 * Which position the editor is open on, kept in the address: opening it is a step the phone's back button undoes,
 * and every way of leaving it is a change of address that `useUnsavedChanges` can hold while changes are unsaved.
 */
export function useEditorParam() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const editing = params.get(PARAM);
  const openedHere = (location.state as { editorOpened?: boolean } | null)?.editorOpened === true;

  const open = (target: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(PARAM, target);
        return next;
      },
      { state: { editorOpened: true } },
    );
  const close = () => {
    // Back to the step before it when this page opened it, so back and close agree; otherwise (a reload) in place.
    if (openedHere) {
      void navigate(-1);
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PARAM);
        return next;
      },
      { replace: true },
    );
  };
  return { editing, open, close };
}

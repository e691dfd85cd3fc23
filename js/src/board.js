// BoardWidget's view: every player's board the way the table looks.
import { boardView } from "./boardview.js";
import { mount } from "./widget.js";

function render({ model, el }) {
  return mount(
    { model, el },
    {
      kind: "board",
      title: (snap, ctx) => `Innovation: ${ctx.labels.board}` + (ctx.board.perspective ? " (your view)" : ""),
      body: (snap, ctx) => boardView(snap.board, ctx),
    },
  );
}

export default { render };

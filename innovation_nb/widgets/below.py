"""Widgets that open another widget below themselves (the editor's "play it", the review's "Try it"): the opened
widget goes in an ipywidgets Output displayed right after the widget, since a message handler's own output would
not reach the notebook."""

from __future__ import annotations


def show_in(output, *widgets) -> None:
    """Put ``widgets`` (and nothing else) in an ipywidgets ``output``: set as its outputs rather than displayed in
    a ``with`` block, so that it works from any thread (a review finishing in the background attaches its widget
    too)."""
    items = []
    for widget in widgets:
        bundle = widget._repr_mimebundle_()
        data = bundle[0] if isinstance(bundle, tuple) else bundle
        view = {
            k: v for k, v in (data or {}).items() if k in ("application/vnd.jupyter.widget-view+json", "text/plain")
        }
        items.append({"output_type": "display_data", "data": view, "metadata": {}})
    output.outputs = tuple(items)


class OpensBelow:
    """Mixed into a widget (before its widget base) that keeps the widget it opened as ``opened``."""

    _output = None
    opened = None

    @property
    def output(self):
        """The ipywidgets Output shown below the widget, where the widget it opens goes."""
        if self._output is None:
            import ipywidgets

            self._output = ipywidgets.Output()
        return self._output

    def _show_opened(self) -> None:
        if self._output is not None and self.opened is not None:
            show_in(self._output, self.opened)

    def _ipython_display_(self):
        """The widget and its static picture, then the Output area for the widget it opens."""
        from IPython.display import display

        super()._ipython_display_()
        display(self.output)

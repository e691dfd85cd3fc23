"""Frames for what a Meld action sets off (City icons, a City draw, a dig, a promotion): each is a frame of kind
``trigger`` whose opening event explains it, so a stepper shows them one by one, in the rulebook's order."""

from __future__ import annotations


def open_trigger(g, p, label: str, text):
    """Open a trigger frame for ``p`` (traced games only: an untraced game keeps no explanations)."""
    if g.trace:
        return (yield from g._push("trigger", player=p.name, label=label, text=text))
    return None


def close_trigger(g, frame) -> None:
    if frame is not None:
        g._pop(frame)

# Copied from templates/runtime/_base.py by `make generate`. Do not edit: change the
# template and regenerate.
"""Base classes of every generated model.

Models keep unknown fields (``extra="allow"``): real streams carry fields the
schema lacks (``obfuscation``, ``logprobs[].bytes``, provider extras) and a
client must neither drop nor reject them. Schemas are built on first use
(``defer_build``), so importing the package stays cheap.
"""

from __future__ import annotations

from typing import Any, Optional

from pydantic import BaseModel, ConfigDict, PrivateAttr

__all__ = ["PayloadModel", "EventModel", "UnknownEvent", "DeltaEventModel", "ParsedEventModel"]


class PayloadModel(BaseModel):
    """A nested payload (response, output item, content part, ...)."""

    model_config = ConfigDict(extra="allow", defer_build=True, protected_namespaces=())


class EventModel(PayloadModel):
    """An event of the stream.

    ``problems`` is empty for an event that validated; an event that did not but
    was still built loosely (the default, so that streams from other servers keep
    flowing) lists there what was wrong with it.
    """

    type: str
    _problems: tuple[str, ...] = PrivateAttr(default=())

    @property
    def problems(self) -> tuple[str, ...]:
        """What failed validation, for an event built loosely; empty otherwise."""
        return self._problems

    @property
    def problem_fields(self) -> frozenset[str]:
        """The top-level fields named in :attr:`problems`."""
        return frozenset(p.split(":", 1)[0].split(".", 1)[0] for p in self._problems)


class UnknownEvent(EventModel):
    """An event whose ``type`` the catalog does not know; every field is kept.

    Its fields are reachable as attributes (``event.delta``) and in ``model_extra``.
    """


class DeltaEventModel(EventModel):
    """An event that appends to streamed text; the accumulator gives it ``snapshot``."""

    _snapshot: Any = PrivateAttr(default=None)

    @property
    def snapshot(self) -> Optional[str]:
        """The accumulated text up to and including this delta; None if not accumulated.

        Computed when read, so accumulating stays linear in the number of deltas.
        """
        view = self._snapshot
        return None if view is None else str(view.text())


class ParsedEventModel(EventModel):
    """An event whose final text the accumulator parses against ``text_format``."""

    _parsed: Any = PrivateAttr(default=None)

    @property
    def parsed(self) -> Any:
        """The text validated against the stream's ``text_format``; None without one."""
        return self._parsed

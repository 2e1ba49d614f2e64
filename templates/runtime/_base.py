"""Base classes of every generated model.

Models keep unknown fields (``extra="allow"``): real streams carry fields the
schema lacks (``obfuscation``, ``logprobs[].bytes``, provider extras) and a
client must neither drop nor reject them. Schemas are built on first use
(``defer_build``), so importing the package stays cheap.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, PrivateAttr

__all__ = ["PayloadModel", "EventModel", "UnknownEvent"]


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


class UnknownEvent(EventModel):
    """An event whose ``type`` the catalog does not know; every field is kept.

    Its fields are reachable as attributes (``event.delta``) and in ``model_extra``.
    """

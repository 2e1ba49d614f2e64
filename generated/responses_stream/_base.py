# Copied from templates/runtime/_base.py by `make generate`. Do not edit: change the
# template and regenerate.
"""Base classes of every generated model.

Models keep unknown fields (``extra="allow"``): real streams carry fields the
schema lacks (``obfuscation``, ``logprobs[].bytes``, provider extras) and a
client must neither drop nor reject them. Schemas are built on first use
(``defer_build``), so importing the package stays cheap.

What the stream adds to an event (``problems``, ``snapshot``, ``parsed``) is not
a pydantic ``PrivateAttr``: pydantic fills private attributes in Python for every
model it builds and reads them through ``__getattr__``, which made validating an
event twice as slow. They live in ``__pydantic_private__`` instead (so copies and
pickling keep them), created only for the events that get one; equality ignores them.
"""

from __future__ import annotations

from typing import Any, Optional

from pydantic import BaseModel, ConfigDict

__all__ = ["PayloadModel", "EventModel", "UnknownEvent", "DeltaEventModel", "ParsedEventModel"]


class PayloadModel(BaseModel):
    """A nested payload (response, output item, content part, ...)."""

    model_config = ConfigDict(extra="allow", defer_build=True, protected_namespaces=())


def attach(event: BaseModel, name: str, value: Any) -> None:
    """Set what the stream adds to an event (``"_problems"``, ``"_snapshot"``, ``"_parsed"``).

    Same effect as ``event._snapshot = value``, without pydantic's ``__setattr__``
    (which takes a slow path for names it does not know).
    """
    private = event.__pydantic_private__
    if private is None:
        object.__setattr__(event, "__pydantic_private__", {name: value})
    else:
        private[name] = value


def _extra(name: str, default: Any) -> Any:
    """A per-event value outside the fields (not validated, not serialised), default ``default``."""

    def get(self: BaseModel) -> Any:
        private = self.__pydantic_private__
        return default if private is None else private.get(name, default)

    def put(self: BaseModel, value: Any) -> None:
        attach(self, name, value)

    return property(get, put)


class EventModel(PayloadModel):
    """An event of the stream.

    ``problems`` is empty for an event that validated; an event that did not but
    was still built loosely (the default, so that streams from other servers keep
    flowing) lists there what was wrong with it.
    """

    type: str
    _problems = _extra("_problems", ())

    @property
    def problems(self) -> tuple[str, ...]:
        """What failed validation, for an event built loosely; empty otherwise."""
        problems: tuple[str, ...] = self._problems
        return problems

    @property
    def problem_fields(self) -> frozenset[str]:
        """The top-level fields named in :attr:`problems`."""
        return frozenset(p.split(":", 1)[0].split(".", 1)[0] for p in self._problems)

    def __eq__(self, other: object) -> bool:
        """Events are equal when their fields are: what a stream attached to one does not count."""
        if not isinstance(other, BaseModel):
            return NotImplemented
        return (
            type(self) is type(other)
            and self.__dict__ == other.__dict__
            and self.__pydantic_extra__ == other.__pydantic_extra__
        )

    __hash__ = None  # type: ignore[assignment]  # mutable, like every pydantic model


class UnknownEvent(EventModel):
    """An event whose ``type`` the catalog does not know; every field is kept.

    Its fields are reachable as attributes (``event.delta``) and in ``model_extra``.
    """


class DeltaEventModel(EventModel):
    """An event that appends to streamed text; the accumulator gives it ``snapshot``."""

    _snapshot = _extra("_snapshot", None)

    @property
    def snapshot(self) -> Optional[str]:
        """The accumulated text up to and including this delta; None if not accumulated.

        Computed when read, so accumulating stays linear in the number of deltas.
        """
        view = self._snapshot
        return None if view is None else str(view.text())


class ParsedEventModel(EventModel):
    """An event whose final text the accumulator parses against ``text_format``."""

    _parsed = _extra("_parsed", None)

    @property
    def parsed(self) -> Any:
        """The text validated against the stream's ``text_format``; None without one."""
        return self._parsed

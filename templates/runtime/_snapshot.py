"""The pieces the accumulator keeps: streamed text buffers and the places they go.

Text is kept as a list of deltas and joined only when read, so accumulating N
deltas costs O(N) whatever their count; reading collapses the list, so reading
again without new deltas costs nothing more.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any, Optional

from ._base import PayloadModel

__all__: list[str] = []

# How far past the end of a list an index may point before it is taken as garbage
# rather than a gap: a corrupted index must not allocate a million placeholders.
MAX_INDEX_JUMP = 1024


class Unplaceable(Exception):
    """An event addresses a place that cannot exist (negative or absurd index)."""


class TextBuffer:
    """Accumulated text: appends are O(1), the joined text is built on read.

    Deltas are joined into blocks of ``BLOCK`` as they arrive, so a long stream
    keeps a few thousand strings alive rather than one per delta (less memory,
    less work for the garbage collector).
    """

    BLOCK = 256
    __slots__ = ("_blocks", "_parts", "length")

    def __init__(self, initial: str = "") -> None:
        self._blocks: list[str] = [initial] if initial else []
        self._parts: list[str] = []
        self.length = len(initial)

    def append(self, delta: str) -> None:
        parts = self._parts
        parts.append(delta)
        self.length += len(delta)
        if len(parts) >= self.BLOCK:
            self._blocks.append("".join(parts))
            parts.clear()

    def replace(self, text: str) -> None:
        self._blocks = [text] if text else []
        self._parts = []
        self.length = len(text)

    def value(self) -> str:
        return self.text()

    def text(self) -> str:
        if self._parts:
            self._blocks.append("".join(self._parts))
            self._parts = []
        blocks = self._blocks
        if len(blocks) > 1:
            self._blocks = blocks = ["".join(blocks)]
        return blocks[0] if blocks else ""


class ListBuffer:
    """Accumulated list items (log probabilities) converted for the snapshot only when read."""

    __slots__ = ("_items", "_pending", "_convert")

    def __init__(self, initial: list[Any], convert: Callable[[Any], Any]) -> None:
        self._items = list(initial)
        self._pending: list[Any] = []
        self._convert = convert

    def append(self, values: list[Any]) -> None:
        self._pending.append(values)

    def value(self) -> list[Any]:
        convert = self._convert
        for values in self._pending:
            self._items.extend(convert(value) for value in values)
        self._pending.clear()
        return self._items


class TextView:
    """The text of a buffer as it was at one event: its first ``end`` characters."""

    __slots__ = ("_buffer", "_end")

    def __init__(self, buffer: TextBuffer, end: int) -> None:
        self._buffer = buffer
        self._end = end

    def text(self) -> str:
        full = self._buffer.text()
        return full if len(full) == self._end else full[: self._end]


def get_field(obj: Any, name: str, default: Any = None) -> Any:
    """Read a field of a model or of a plain dict (loosely parsed payloads stay dicts)."""
    if isinstance(obj, dict):
        return obj.get(name, default)
    return getattr(obj, name, default)


def set_field(obj: Any, name: str, value: Any) -> None:
    """Write a field of a model (extra fields included) or of a plain dict."""
    if isinstance(obj, dict):
        obj[name] = value
    else:
        setattr(obj, name, value)


def ensure_list_slot(owner: Any, list_name: str, index: int, make: Any) -> tuple[Any, bool]:
    """The element ``owner.<list_name>[index]``, created with ``make()`` if missing.

    Returns the element and whether it had to be created (an oddity the caller records).
    """
    items = get_field(owner, list_name)
    if not isinstance(items, list):
        items = []
        set_field(owner, list_name, items)
    check_index(index, len(items))
    created = False
    while len(items) <= index:
        items.append(make())
        created = True
    if items[index] is None:
        items[index] = make()
        created = True
    return items[index], created


def check_index(index: Any, length: int) -> None:
    """Refuse indexes that no real stream sends (see MAX_INDEX_JUMP)."""
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index <= length + MAX_INDEX_JUMP:
        raise Unplaceable(f"index {index!r} cannot address a list of {length}")


def detached(value: Any) -> Any:
    """A deep copy: events are handed to the caller too, the snapshot must not share their objects."""
    if isinstance(value, PayloadModel):
        return value.model_copy(deep=True)
    if isinstance(value, dict):
        return loose_model(copy.deepcopy(value))
    if isinstance(value, list):
        return copy.deepcopy(value)
    return value


def shallow(value: Any) -> Any:
    """A copy of one level: the copy's fields can be replaced without touching the original."""
    if isinstance(value, PayloadModel):
        return value.model_copy()
    if isinstance(value, dict):
        return dict(value)
    return value


def loose_model(data: Any) -> Any:
    """A payload that failed validation, as a model that keeps every field as sent."""
    if isinstance(data, PayloadModel) or not isinstance(data, dict):
        return data
    return PayloadModel.model_validate(data)


def type_of(obj: Any) -> Optional[str]:
    value = get_field(obj, "type")
    return value if isinstance(value, str) else None

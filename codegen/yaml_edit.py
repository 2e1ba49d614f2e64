"""Insert entries into a YAML file's text, keeping every comment and line as it was.

Re-dumping the catalog would lose its comments (its opening comment is its schema
documentation) and reorder what people wrote. Instead the file is composed once
to find where its mappings and sequences end, and new text is spliced in there.
"""

from __future__ import annotations

from dataclasses import dataclass

import yaml


@dataclass(frozen=True)
class Edit:
    """Replace ``text[start:end]`` with ``new``; an insertion has ``start == end``."""

    start: int
    end: int
    new: str


def apply_edits(text: str, edits: list[Edit]) -> str:
    """Apply edits that do not overlap; insertions at one offset keep their given order."""
    ordered = sorted(enumerate(edits), key=lambda pair: (pair[1].start, pair[0]))
    out, position = [], 0
    for _, edit in ordered:
        if edit.start < position:
            raise ValueError(f"overlapping edits at offset {edit.start}")
        out.append(text[position : edit.start])
        if edit.start == len(text) and text and not text.endswith("\n"):
            out.append("\n")
        out.append(edit.new)
        position = edit.end
    out.append(text[position:])
    return "".join(out)


def compose(text: str) -> yaml.MappingNode:
    """The node tree of a YAML document whose top level is a mapping."""
    node = yaml.compose(text, Loader=yaml.SafeLoader)
    if not isinstance(node, yaml.MappingNode):
        raise ValueError("the YAML document is not a mapping")
    return node


def child(node: yaml.Node, key: str) -> yaml.Node | None:
    """The value node under ``key`` in a mapping node, or None."""
    if not isinstance(node, yaml.MappingNode):
        return None
    for key_node, value_node in node.value:
        if key_node.value == key:
            return value_node  # type: ignore[no-any-return]
    return None


def key_node(node: yaml.MappingNode, key: str) -> yaml.Node:
    for key_item, _ in node.value:
        if key_item.value == key:
            return key_item  # type: ignore[no-any-return]
    raise KeyError(key)


def content_end(node: yaml.Node) -> int:
    """The offset just after the last character that belongs to ``node``.

    Block collections end where their last scalar ends (their own end mark runs
    on into the following blank lines and comments, which belong to what follows).
    """
    if isinstance(node, yaml.MappingNode) and not node.flow_style and node.value:
        return max(max(content_end(k), content_end(v)) for k, v in node.value)
    if isinstance(node, yaml.SequenceNode) and not node.flow_style and node.value:
        return max(content_end(item) for item in node.value)
    return node.end_mark.index


def after_line(text: str, offset: int) -> int:
    """The offset of the line after the one holding ``offset - 1`` (end of text if none)."""
    newline = text.find("\n", max(offset - 1, 0))
    return len(text) if newline == -1 else newline + 1


def line_start(text: str, offset: int) -> int:
    return text.rfind("\n", 0, offset) + 1


def column(node: yaml.Node) -> int:
    return node.start_mark.column


def insert_after(text: str, node: yaml.Node, new: str) -> Edit:
    """Insert whole lines after the last line of ``node``."""
    offset = after_line(text, content_end(node))
    return Edit(offset, offset, new)


def insert_in_sorted_sequence(text: str, sequence: yaml.Node, value: str) -> Edit:
    """Insert a plain scalar item into a block sequence, before the first item sorting after it."""
    if not isinstance(sequence, yaml.SequenceNode) or sequence.flow_style or not sequence.value:
        raise ValueError("expected a non-empty block sequence")
    first = sequence.value[0]
    prefix = text[line_start(text, first.start_mark.index) : first.start_mark.index]
    for item in sequence.value:
        if str(item.value) > value:
            offset = line_start(text, item.start_mark.index)
            return Edit(offset, offset, f"{prefix}{value}\n")
    return insert_after(text, sequence, f"{prefix}{value}\n")

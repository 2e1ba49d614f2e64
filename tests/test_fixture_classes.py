"""Every payload of every recorded stream parses to the class its ``type`` names.

The per-fixture list of classes is a golden file (tests/golden/classes/), so a change
in how any real event is classified shows up in review.
"""

from __future__ import annotations

from pathlib import Path

import responses_stream as rs

from .conftest import GOLDEN, check_golden, data_payloads

CATALOG_GAPS = {
    # Types seen on the wire that the catalog does not have (MANIFEST.md): they must
    # arrive as UnknownEvent, never as a wrong class.
    "response.apply_patch_call_operation_diff.delta",
    "response.apply_patch_call_operation_diff.done",
}


def test_fixture_payloads_parse_to_the_class_their_type_names(recorded: Path) -> None:
    lines = []
    for payload in data_payloads(recorded):
        event = rs.parse_event(payload)
        expected = rs.EVENT_TYPES.get(event.type, rs.UnknownEvent)
        assert type(event) is expected, (recorded.name, event.type)
        assert event.problems == (), (recorded.name, event.type, event.problems)
        if expected is rs.UnknownEvent:
            assert event.type in CATALOG_GAPS
        lines.append(f"{event.sequence_number if hasattr(event, 'sequence_number') else '-'}\t"
                     f"{event.type}\t{type(event).__name__}")
    check_golden(GOLDEN / "classes" / f"{recorded.stem}.tsv", "\n".join(lines) + "\n")


def test_unknown_fixture_events_keep_every_field(recorded: Path) -> None:
    import json

    for payload in data_payloads(recorded):
        event = rs.parse_event(payload)
        if isinstance(event, rs.UnknownEvent):
            assert event.model_dump() == json.loads(payload)

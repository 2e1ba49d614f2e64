"""Round trip: ``model_dump_json`` then ``parse_event`` gives an equal model, for every class.

Hypothesis builds the scalar fields; nested payloads are drawn from the real ones
of the recorded fixtures, so they are shapes servers actually send.
"""

from __future__ import annotations

import json
import types
import typing
from functools import lru_cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import responses_stream as rs

from .conftest import data_payloads, fixture_files

SCALARS: dict[Any, st.SearchStrategy[Any]] = {
    str: st.text(max_size=12),
    int: st.integers(min_value=-(2**31), max_value=2**31),
    float: st.floats(allow_nan=False, allow_infinity=False),
    bool: st.booleans(),
    Any: st.one_of(st.none(), st.integers(), st.text(max_size=5)),
}


@lru_cache(maxsize=1)
def _real_values() -> dict[tuple[str, str], list[Any]]:
    """Every non-scalar value the fixtures carry, by event type and field name."""
    pool: dict[tuple[str, str], list[Any]] = {}
    for path in fixture_files():
        for payload in data_payloads(path):
            event = json.loads(payload)
            for name, value in event.items():
                key = (event["type"], name)
                if isinstance(value, (dict, list)) and value not in pool.setdefault(key, []):
                    pool[key].append(value)
    return pool


def _strategy(annotation: Any, field: tuple[str, str]) -> st.SearchStrategy[Any]:
    origin = typing.get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        args = typing.get_args(annotation)
        return st.one_of(*[st.none() if a is type(None) else _strategy(a, field) for a in args])
    if annotation in SCALARS:
        return SCALARS[annotation]
    if origin is list:
        (inner,) = typing.get_args(annotation)
        if inner in SCALARS:
            return st.lists(SCALARS[inner], max_size=3)
    real = _real_values().get(field)
    if not real:
        pytest.skip(f"no recorded value for {field[0]}.{field[1]}")
    return st.sampled_from(real)


def _event_strategy(literal: str, model: type[rs.EventModel]) -> st.SearchStrategy[dict[str, Any]]:
    fields = {
        name: _strategy(info.annotation, (literal, name))
        for name, info in model.model_fields.items()
        if name != "type"
    }
    return st.fixed_dictionaries(fields)


@pytest.mark.parametrize("literal", sorted(rs.EVENT_TYPES))
def test_every_event_class_round_trips(literal: str) -> None:
    model = rs.EVENT_TYPES[literal]

    @settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
    @given(_event_strategy(literal, model))
    def round_trip(values: dict[str, Any]) -> None:
        event = model.model_validate({"type": literal, **values})
        again = rs.parse_event(event.model_dump_json())
        assert type(again) is model
        assert again == event
        assert again.problems == ()

    round_trip()


@settings(max_examples=25, deadline=None)
@given(st.dictionaries(st.from_regex(r"[a-z_]{1,8}", fullmatch=True),
                       st.one_of(st.integers(), st.text(max_size=5)), max_size=4))
def test_unknown_events_round_trip(extra: dict[str, Any]) -> None:
    event = rs.parse_event({**extra, "type": "response.brand_new.delta"})
    assert type(event) is rs.UnknownEvent
    assert rs.parse_event(event.model_dump_json()) == event

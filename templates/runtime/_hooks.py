"""Pre-validation hooks for wire shapes that the OpenAPI document does not describe.

The catalog names a hook per event (``validate:``); the generated model runs it
before validation.
"""

from __future__ import annotations

from typing import Any


def lift_nested_error(cls: type, data: Any) -> Any:
    """Accept the ``error`` event nested under ``error`` as well as flat.

    The document describes ``{"type": "error", "code", "message", "param"}``; the
    live API sends ``{"type": "error", "error": {"type", "code", "message", "param"}}``.
    Both become the same flat event; the nested object stays reachable as ``error``.
    """
    if isinstance(data, dict):
        nested = data.get("error")
        if isinstance(nested, dict) and "message" not in data:
            lifted = {key: nested.get(key) for key in ("code", "message", "param")}
            return {**lifted, **data}
    return data

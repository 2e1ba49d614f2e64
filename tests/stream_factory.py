"""Well-formed synthetic streams: what a conforming server sends for a given output.

A hypothesis strategy draws the output (messages, reasoning, function calls, custom
tool calls, code interpreter calls) and how each text is cut into deltas; the
factory writes the events a server would send for it, numbered from 0.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

TEXT = st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=40)


def pieces(text: str, cuts: list[int]) -> list[str]:
    points = sorted({c % (len(text) + 1) for c in cuts})
    bounds = [0, *points, len(text)]
    return [text[a:b] for a, b in zip(bounds, bounds[1:], strict=False) if b > a] or [""]


@st.composite
def outputs(draw: st.DrawFn) -> list[dict[str, Any]]:
    """The items of a response's output, each with the deltas its text streams in."""
    kinds = draw(st.lists(st.sampled_from(["message", "reasoning", "function_call", "custom_tool_call",
                                           "code_interpreter_call"]), min_size=1, max_size=4))
    items = []
    for index, kind in enumerate(kinds):
        texts = draw(st.lists(TEXT, min_size=1, max_size=3 if kind in ("message", "reasoning") else 1))
        cuts = [draw(st.lists(st.integers(0, 60), max_size=6)) for _ in texts]
        items.append({"kind": kind, "id": f"{kind[:3]}_{index}", "texts": texts,
                      "deltas": [pieces(t, c) for t, c in zip(texts, cuts, strict=True)]})
    return items


RESPONSE = {"id": "resp_gen", "object": "response", "created_at": 1, "status": "in_progress",
            "model": "gpt-test", "output": [], "tools": [], "tool_choice": "auto",
            "parallel_tool_calls": True, "temperature": 1.0, "top_p": 1.0, "metadata": {},
            "error": None, "incomplete_details": None, "instructions": None}

TEXT_FIELD = {"function_call": "arguments", "custom_tool_call": "input", "code_interpreter_call": "code"}
DELTA_TYPE = {"function_call": "response.function_call_arguments",
              "custom_tool_call": "response.custom_tool_call_input",
              "code_interpreter_call": "response.code_interpreter_call_code"}


def _item(spec: dict[str, Any], done: bool) -> dict[str, Any]:
    kind, texts = spec["kind"], spec["texts"]
    status = "completed" if done else "in_progress"
    if kind == "message":
        content = [{"type": "output_text", "text": t if done else "", "annotations": [], "logprobs": []}
                   for t in texts] if done else []
        return {"type": "message", "id": spec["id"], "role": "assistant", "status": status,
                "content": content}
    if kind == "reasoning":
        summary = [{"type": "summary_text", "text": t} for t in texts] if done else []
        return {"type": "reasoning", "id": spec["id"], "summary": summary}
    item: dict[str, Any] = {"type": kind, "id": spec["id"], "status": status,
                            TEXT_FIELD[kind]: texts[0] if done else ""}
    if kind == "function_call":
        item.update(call_id=f"call_{spec['id']}", name="tool")
    elif kind == "custom_tool_call":
        item.update(call_id=f"call_{spec['id']}", name="tool")
    else:
        item.update(container_id="cntr_1", outputs=[])
    return item


def _item_events(index: int, spec: dict[str, Any]) -> list[dict[str, Any]]:
    kind, item_id = spec["kind"], spec["id"]
    at = {"output_index": index, "item_id": item_id}
    events: list[dict[str, Any]] = [{"type": "response.output_item.added", "output_index": index,
                                     "item": _item(spec, done=False)}]
    for part, (text, deltas) in enumerate(zip(spec["texts"], spec["deltas"], strict=True)):
        if kind == "message":
            where = {**at, "content_index": part}
            empty = {"type": "output_text", "text": "", "annotations": [], "logprobs": []}
            events.append({"type": "response.content_part.added", **where, "part": empty})
            events += [{"type": "response.output_text.delta", **where, "delta": d, "logprobs": []}
                       for d in deltas]
            events.append({"type": "response.output_text.done", **where, "text": text, "logprobs": []})
            events.append({"type": "response.content_part.done", **where,
                           "part": {**empty, "text": text}})
        elif kind == "reasoning":
            where = {**at, "summary_index": part}
            events.append({"type": "response.reasoning_summary_part.added", **where,
                           "part": {"type": "summary_text", "text": ""}})
            events += [{"type": "response.reasoning_summary_text.delta", **where, "delta": d}
                       for d in deltas]
            events.append({"type": "response.reasoning_summary_text.done", **where, "text": text})
            events.append({"type": "response.reasoning_summary_part.done", **where,
                           "part": {"type": "summary_text", "text": text}})
        else:
            prefix = DELTA_TYPE[kind]
            if kind == "code_interpreter_call":
                events.append({"type": "response.code_interpreter_call.in_progress", **at})
            events += [{"type": f"{prefix}.delta", **at, "delta": d} for d in deltas]
            field = TEXT_FIELD[kind]
            done = {"type": f"{prefix}.done", **at, field: text}
            if kind == "function_call":
                done["name"] = "tool"
            events.append(done)
            if kind == "code_interpreter_call":
                events.append({"type": "response.code_interpreter_call.interpreting", **at})
                events.append({"type": "response.code_interpreter_call.completed", **at})
    events.append({"type": "response.output_item.done", "output_index": index,
                   "item": _item(spec, done=True)})
    return events


def stream_events(items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every event of the stream, with contiguous sequence numbers."""
    events: list[dict[str, Any]] = [
        {"type": "response.created", "response": RESPONSE},
        {"type": "response.in_progress", "response": RESPONSE},
    ]
    for index, spec in enumerate(items):
        events += _item_events(index, spec)
    final = {**RESPONSE, "status": "completed", "output": [_item(s, done=True) for s in items]}
    events.append({"type": "response.completed", "response": final})
    return [{**event, "sequence_number": number} for number, event in enumerate(events)]

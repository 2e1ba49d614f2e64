"""Turn ``spec/payloads.schema.json`` into pydantic models with datamodel-code-generator.

The options are chosen so that every class has the deliberate name the extractor
gave it (titles, no numbered twins), value sets stay open, and every model keeps
unknown fields through the package's own base class.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from .problems import Problem, SpecError

BASE_CLASS = "responses_stream._base.PayloadModel"
OPTIONS = (
    "--input-file-type", "jsonschema",
    "--output-model-type", "pydantic_v2.BaseModel",
    "--target-python-version", "3.10",
    "--disable-timestamp",
    "--use-title-as-name",
    "--enum-field-as-literal", "all",
    "--use-annotated",
    "--use-union-operator",
    "--use-standard-collections",
    "--use-type-alias",
    "--base-class", BASE_CLASS,
    "--formatters", "builtin",
)
HEADER_LINE = re.compile(r"^#.*\n", re.MULTILINE)
NUMBERED_NAME = re.compile(r"^(class |)([A-Z]\w*?\d+)\b", re.MULTILINE)


def payload_names(schema_path: Path) -> tuple[str, ...]:
    """The class (or alias) names the payload module defines: one per schema."""
    document = json.loads(schema_path.read_text(encoding="utf-8"))
    return tuple(sorted(document["$defs"]))


def generate_source(schema_path: Path, header: str, label: str) -> str:
    """Run datamodel-code-generator and adapt its output to a relocatable package module."""
    with tempfile.TemporaryDirectory() as tmp:
        output = Path(tmp) / "payloads.py"
        run = subprocess.run(
            [sys.executable, "-m", "datamodel_code_generator", "--input", str(schema_path),
             "--output", str(output), *OPTIONS],
            capture_output=True,
            text=True,
            check=False,
        )
        if run.returncode != 0:
            raise SpecError([Problem(label, "", "datamodel-code-generator failed:\n"
                                     + run.stderr.strip())])
        source = output.read_text(encoding="utf-8")
    return _adapt(source, header, label)


def _adapt(source: str, header: str, label: str) -> str:
    """Relative import of the base class, our header, no catch-all root alias."""
    absolute_import = f"from {BASE_CLASS.rsplit('.', 1)[0]} import PayloadModel"
    root_alias = 'Model = TypeAliasType("Model", Any)\n'
    for expected in (absolute_import, root_alias):
        if expected not in source:
            raise SpecError([Problem(label, "",
                                     f"unexpected datamodel-code-generator output: no {expected!r}")])
    source = source.replace(absolute_import, "from ._base import PayloadModel")
    source = source.replace(root_alias, "")
    # Real annotations instead of strings: pydantic then need not evaluate 400 strings at import.
    source = source.replace("from __future__ import annotations\n", "", 1)
    source = HEADER_LINE.sub("", source, count=2).lstrip("\n")
    numbered = sorted({m.group(2) for m in NUMBERED_NAME.finditer(source)})
    if numbered:
        raise SpecError([Problem(label, "",
                                 f"numbered class names in the payload models: {numbered}; "
                                 "give the schemas deliberate titles")])
    docstring = '"""Nested payloads the events carry (response, output items, content parts, ...)."""\n\n'
    return header + docstring + source

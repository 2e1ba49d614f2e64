# Two commands set everything up on a fresh machine: `make generate` and `make test`.
# The first target that needs it creates .venv and installs the project with its dev tools.

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp
OPENAPI ?= ../shared/openapi/openapi.json
BASE ?= main

.PHONY: generate check test pytest typecheck lint payloads sync diff bench clean-venv

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check --upgrade pip
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[dev,httpx]'
	touch $(STAMP)

## generate: render generated/responses_stream and docs/EVENTS.md from spec/ and templates/
generate: $(STAMP)
	$(PY) -m codegen generate

## check: fail with a diff when generated/ or docs/EVENTS.md differs from what `make generate` writes
check: $(STAMP)
	$(PY) -m codegen check

## payloads: re-extract spec/payloads.schema.json from the OpenAPI document (OPENAPI=path)
payloads: $(STAMP)
	$(PY) -m codegen payloads --openapi $(OPENAPI)

## sync: compare spec/ with the OpenAPI document (OPENAPI=path); WRITE=1 adds what is missing
sync: $(STAMP)
	$(PY) -m codegen sync --openapi $(OPENAPI) $(if $(WRITE),--write)

## diff: Markdown summary of the spec changes since BASE (a git revision or a folder; default main)
diff: $(STAMP)
	$(PY) -m codegen diff $(BASE)

## test: the drift check, the type check, the linter and the test suite
test: check typecheck lint pytest

pytest: $(STAMP)
	$(PY) -m pytest -q

typecheck: $(STAMP)
	cd generated && ../$(PY) -m mypy --strict --no-incremental -p responses_stream

lint: $(STAMP)
	$(PY) -m ruff check codegen tests bench templates/runtime

## bench: speed, scaling, memory and import time against the openai SDK and a floor
bench: $(STAMP)
	$(PY) bench/run.py

clean-venv:
	rm -rf $(VENV)

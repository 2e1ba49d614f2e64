# Copied from templates/runtime/__main__.py by `make generate`. Do not edit: change the
# template and regenerate.
"""``python -m responses_stream inspect FILE.sse``: see :mod:`._inspect`."""

from ._inspect import main

raise SystemExit(main())

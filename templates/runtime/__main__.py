"""``python -m responses_stream inspect FILE.sse``: see :mod:`._inspect`."""

from ._inspect import main

raise SystemExit(main())

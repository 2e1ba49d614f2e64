"""Code generator: spec/ (YAML catalog + payload JSON Schema) -> generated/responses_stream/."""

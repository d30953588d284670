"""Static trial pages: every trial, every task and an index, rendered with Jinja2 (autoescaped)."""

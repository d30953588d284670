"""Readers of trials recorded elsewhere: Harbor folders, Claude Code transcripts, the seed page."""

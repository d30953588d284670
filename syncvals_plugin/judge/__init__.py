"""The LLM judge: a second opinion beside the rule table, checked and never trusted blindly."""

"""Records: every model that crosses a stage boundary, and the only code that reads or writes a trial folder."""

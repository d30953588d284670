"""The symbolic links a session makes (``ln -s TARGET LINK``), and paths named through them: a
later read of ``LINK/x`` is a read of ``TARGET/x`` (``ln -s / /tmp/fsroot`` then
``/tmp/fsroot/solution/…``)."""

from __future__ import annotations

from syncvals_plugin.classifier.code.commands import Command
from syncvals_plugin.classifier.code.words import join_cwd


def follow_links(path_lists: list[list[str]], links: dict[str, str]) -> None:
    """Add to each list of paths the name of each path through a link (link -> what it points
    to) by what the link points to."""
    for paths in path_lists:
        paths += [
            target + path[len(link) :]
            for path in list(paths)
            for link, target in links.items()
            if link and (path == link or path.startswith(link + "/"))
        ]


def note_links(run: list[Command], links: dict[str, str]) -> None:
    """Note the symbolic links ``run``'s commands made (``ln -s TARGET LINK``, from where each
    ran): making one writes nothing where it points."""
    for cmd in run:
        args = cmd.words[1:]
        flags = "".join(a[1:] for a in args if a.startswith("-") and not a.startswith("--"))
        plain = [a for a in args if not a.startswith("-")]
        if cmd.name == "ln" and ("s" in flags or "--symbolic" in args) and len(plain) == 2:
            target = join_cwd(cmd.cwd, plain[0]) if plain[0].startswith("/") else plain[0]
            links[join_cwd(cmd.cwd, plain[1]).rstrip("/")] = target.rstrip("/")

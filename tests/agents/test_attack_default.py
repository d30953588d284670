"""The attack agent's registered default is the one its code runs when no ``how`` is given."""

from __future__ import annotations

from syncvals_plugin.agents.attacks import ATTACKS
from syncvals_plugin.agents.builtin import ATTACK_DEFAULT, syncvals_register_agents


def test_the_registered_default_is_the_batterys_first():
    (attack,) = [spec for spec in syncvals_register_agents() if spec.name == "attack"]
    assert attack.defaults == {"how": ATTACK_DEFAULT} and ATTACKS[0].name == ATTACK_DEFAULT

"""What an unknown callable returns may carry a graph: `pi(ob)` of a policy taken from a list
the analysis does not know may be a network. Its outputs, and a list they are appended to,
stay unknown (opaque), so a loss made from them times a detached advantage is no "loss without
a graph" (AGL018). shariqiqbal2810/MAAC's `update_policies` (the session's last look) was
reported so. A loss cut from a network the analysis knows is still reported."""
import textwrap

from autograd_lint import lint_source

POLICIES = '''
import torch
import torch.nn as nn

critic = nn.Linear(4, 1)


def update_policies(policies, optimizers):
    ob = torch.randn(8, 4)
    all_log_pis = []
    for pi in policies:
        log_pi = pi(ob)
        all_log_pis.append(log_pi)
    q = critic(ob)
    for log_pi, opt in zip(all_log_pis, optimizers):
        pol_loss = (log_pi * (log_pi - q).detach()).mean()
        opt.zero_grad()
        pol_loss.backward()
        opt.step()
'''


def _codes(source: str) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in lint_source(textwrap.dedent(source).lstrip(), "t.py")]


def test_outputs_of_an_unknown_callable_kept_in_a_list_are_not_known_graphless():
    assert _codes(POLICIES) == []


def test_an_unknown_callables_output_used_at_once_is_not_known_graphless():
    source = POLICIES.replace("        all_log_pis.append(log_pi)\n", "").replace(
        "    for log_pi, opt in zip(all_log_pis, optimizers):",
        "    for pi, opt in zip(policies, optimizers):\n        log_pi = pi(ob)")
    assert "log_pi = pi(ob)\n        pol_loss" in source
    assert _codes(source) == []


KNOWN = '''
import torch
import torch.nn as nn

policy = nn.Linear(4, 2)
opt = torch.optim.Adam(policy.parameters())
for _ in range(3):
    log_pi = policy(torch.randn(8, 4)).log_softmax(1)
    pol_loss = (log_pi.detach() * torch.randn(8, 2)).mean()
    opt.zero_grad()
    pol_loss.backward()
    opt.step()
'''


def test_a_loss_cut_from_a_known_network_is_still_reported():
    assert [code for _, code in _codes(KNOWN)] == ["AGL018"]

"""AGL014's zeroing between a backward and a step discards gradients that step would have
applied. Where another optimizer over all of the same parameters already stepped with them
(domain-adversarial training: one optimizer for the classification loss, one for the domain loss,
both over the same network), nothing is lost: the zeroing only keeps the next update clean, even
when the second loss is not known to reach those parameters (here the critic reads the raw
inputs; in the wild, a wrapper the analysis does not see through). An optimizer that stepped over
part of them, or none stepping in between, leaves the finding."""
import textwrap

from autograd_lint import lint_source

DANN = '''
import torch
import torch.nn as nn
import torch.nn.functional as F

net = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 2))
critic = nn.Linear(8, 1)
class_opt = torch.optim.SGD(CLASS_PARAMS, lr=0.01)
domain_opt = torch.optim.SGD(net.parameters(), lr=0.01)
critic_opt = torch.optim.SGD(critic.parameters(), lr=0.01)

for step in range(100):
    xs, ys, xt = torch.randn(32, 8), torch.randint(0, 2, (32,)), torch.randn(32, 8)
    class_opt.zero_grad()
    F.cross_entropy(net(xs), ys).backward()
    BETWEEN
    domain_opt.zero_grad()
    critic_opt.zero_grad()
    dom = critic(torch.cat([xs, xt])).squeeze(1)
    F.binary_cross_entropy_with_logits(dom, torch.cat([torch.ones(32), torch.zeros(32)])).backward()
    critic_opt.step()
    domain_opt.step()
    AFTER
'''


def codes(class_params: str, between: str, after: str = "pass") -> list[tuple[int, str]]:
    source = textwrap.dedent(DANN).replace("CLASS_PARAMS", class_params) \
        .replace("BETWEEN", between).replace("AFTER", after)
    return sorted((f.line, f.code) for f in lint_source(source, "dann.py"))


def test_a_zeroing_after_another_optimizer_over_the_same_parameters_stepped():
    assert codes("net.parameters()", "class_opt.step()") == []


def test_no_step_in_between_discards_them():
    assert (17, "AGL014") in codes("net.parameters()", "pass", "class_opt.step()")


def test_a_step_over_part_of_them_leaves_the_rest_discarded():
    assert (17, "AGL014") in codes("net[2].parameters()", "class_opt.step()")

"""A loop variable that holds a parameter, rebound to a computed tensor nothing reads before the
next iteration rebinds it: the update meant for the parameter is lost (AGL003). Kaixhin/ACER's
`train.py:58` updates its average network so (`shared_average_param = d * shared_average_param
+ (1 - d) * shared_param`), and the average network never moves (session 38's first look)."""
import textwrap

import libcst as cst

from autograd_lint import lint_source
from autograd_lint.analysis import select_rules
from autograd_lint.config import Config
from autograd_lint.fixer import fix_text

SOFT_UPDATE = '''
import torch
import torch.nn as nn

online = nn.Linear(4, 2)
target = nn.Linear(4, 2)
opt = torch.optim.SGD(online.parameters(), lr=0.1)


def soft_update(tau):
    for target_param, param in zip(target.parameters(), online.parameters()):
        target_param = tau * param + (1 - tau) * target_param


for step in range(3):
    opt.zero_grad()
    online(torch.randn(8, 4)).sum().backward()
    opt.step()
    soft_update(0.01)
'''


def _codes(source: str) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in lint_source(textwrap.dedent(source).lstrip(), "t.py")]


def test_a_soft_update_rebinding_the_loop_variable_is_reported():
    findings = lint_source(SOFT_UPDATE.lstrip(), "t.py")
    assert [(f.line, f.code) for f in findings] == [(11, "AGL003")]
    assert "'target_param' is rebound to a tensor nothing reads" in findings[0].message


def test_the_in_place_soft_update_is_not_reported():
    source = SOFT_UPDATE.replace(
        "        target_param = tau * param + (1 - tau) * target_param",
        "        with torch.no_grad():\n"
        "            target_param.copy_(tau * param + (1 - tau) * target_param)")
    assert _codes(source) == []
    source = SOFT_UPDATE.replace(
        "        target_param = tau * param + (1 - tau) * target_param",
        "        target_param.data = tau * param.data + (1 - tau) * target_param.data")
    assert _codes(source) == []


def test_under_no_grad_the_rebinding_is_still_lost():
    source = SOFT_UPDATE.replace("def soft_update(tau):", "@torch.no_grad()\ndef soft_update(tau):")
    assert _codes(source) == [(12, "AGL003")]


def test_a_rebound_value_read_later_in_the_loop_is_a_local_copy():
    source = SOFT_UPDATE.replace(
        "        target_param = tau * param + (1 - tau) * target_param",
        "        target_param = tau * param + (1 - tau) * target_param\n"
        "        print(target_param.norm())")
    assert _codes(source) == []


def test_named_parameters_and_a_mask_are_reported_too():
    source = '''
    import torch
    import torch.nn as nn

    model = nn.Sequential(nn.Linear(4, 4), nn.ReLU(), nn.Linear(4, 1))
    masks = {name: torch.rand_like(p) > 0.5 for name, p in model.named_parameters()}


    def prune(model):
        with torch.no_grad():
            for name, p in model.named_parameters():
                p = p * masks[name]


    prune(model)
    '''
    assert _codes(source) == [(11, "AGL003")]


def test_a_loop_over_plain_tensors_is_not_reported():
    source = '''
    import torch

    batches = [torch.randn(3), torch.randn(3)]
    for x in batches:
        x = x * 2
    '''
    assert _codes(source) == []


def test_an_inner_loop_rereads_the_name():
    source = '''
    import torch
    import torch.nn as nn

    model = nn.Linear(3, 1)
    for p in model.parameters():
        for _ in range(3):
            p = p * 0.5
    '''
    assert _codes(source) == []


def _fixed(source: str, unsafe: bool = True) -> str:
    return fix_text(source, "t.py", select_rules(Config()), Config(), unsafe=unsafe).text


def test_the_unsafe_fix_copies_into_the_parameter_and_is_idempotent():
    fixed = _fixed(SOFT_UPDATE.lstrip())
    assert "        with torch.no_grad():\n" \
           "            target_param.copy_(tau * param + (1 - tau) * target_param)\n" in fixed
    cst.parse_module(fixed)
    assert _fixed(fixed) == fixed
    assert _codes(fixed) == []


def test_under_no_grad_the_fix_adds_no_block():
    source = SOFT_UPDATE.replace("def soft_update(tau):",
                                 "@torch.no_grad()\ndef soft_update(tau):").lstrip()
    fixed = _fixed(source)
    assert "        target_param.copy_(tau * param + (1 - tau) * target_param)\n" in fixed
    assert fixed.count("no_grad") == 1


def test_the_safe_fix_leaves_it():
    assert _fixed(SOFT_UPDATE.lstrip(), unsafe=False) == SOFT_UPDATE.lstrip()

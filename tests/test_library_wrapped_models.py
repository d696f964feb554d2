"""`model, optimizer = amp.initialize(model, optimizer, opt_level="O2")` (apex) of an optimizer a
library not read here makes: what the call gives back is not known, and a value asked for
`.parameters()` or `.train()` is a module, not a tensor, so its parameters' `.grad` is no
non-leaf's (no AGL008). A non-leaf's `.grad` read is still reported."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import torch
import torch.nn as nn
from apex import amp
from fancyoptim import AdamW


def build_optimizer(model, lr):
    named = list(model.named_parameters())
    groups = [{"params": [p for n, p in named if "bias" not in n], "weight_decay": 0.01},
              {"params": [p for n, p in named if "bias" in n], "weight_decay": 0.0}]
    return AdamW(groups, lr=lr)


def main(fp16):
    model = nn.Linear(4, 2)
    optimizer = build_optimizer(model, 1e-3)
    model, optimizer = amp.initialize(model, optimizer, enabled=fp16, opt_level="O2")
    model.train()
    for x in [torch.randn(8, 4)] * 3:
        loss = model(x).pow(2).mean()
        with amp.scale_loss(loss, optimizer) as scaled_loss:
            scaled_loss.backward()
            grads = [p.grad.data for p in model.parameters() if p.grad is not None]
        optimizer.step()
        optimizer.zero_grad()
        EXTRA


main(False)
'''


def codes(extra: str = "pass") -> list[str]:
    source = textwrap.dedent(PROGRAM.replace("EXTRA", extra))
    return [f.code for f in lint_source(source, "t.py")]


def test_gradients_of_a_library_wrapped_model_are_no_nonleaf_reads():
    assert "AGL008" not in codes()


def test_a_real_nonleaf_grad_read_is_still_reported():
    assert codes("hidden = loss * 2\n        print(hidden.grad)").count("AGL008") == 1

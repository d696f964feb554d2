"""An op over a value whose graph is not known to exist (a torch loss of detached outputs and
of data loaded by code not read) makes a node just as uncertain: `total += loss(a, b) / n`
over such chunks is no graph kept (AGL010), and a list of such totals handed to numpy is no
tensor that requires grad (AGL013). The same sum over outputs with their graph is reported."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import numpy as np
import torch
import torch.nn as nn
from signals import load_chunk_pairs   # not read: what it returns is unknown

mse = nn.MSELoss()


def score(chunks, net):
    noisy = torch.cat([pair[1] for pair in chunks], dim=0)
    outputs = torch.cat([OUTPUT for i in range(noisy.shape[0] // 64 + 1)], dim=0)
    total = 0
    for clean, noisy_part in chunks:
        part = outputs[: len(noisy_part)]
        outputs = outputs[len(noisy_part):]
        total += mse(part, clean) / len(chunks)
    return total


net = nn.Conv1d(1, 1, 9, padding=4)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
val = load_chunk_pairs("val")
errors = []
for epoch in range(3):
    for clean, noisy in load_chunk_pairs("train"):
        opt.zero_grad()
        mse(net(noisy), clean).backward()
        opt.step()
    errors.append(score(val, net))
print(np.array(errors))
'''


def codes(output: str) -> list[str]:
    source = textwrap.dedent(PROGRAM).replace("OUTPUT", output)
    return sorted(f.code for f in lint_source(source, "score.py"))


def test_a_sum_of_scaled_losses_of_detached_outputs_keeps_no_graph():
    found = codes("net(noisy[i * 64:(i + 1) * 64]).detach().cpu()")
    assert "AGL010" not in found
    assert "AGL013" not in found


def test_the_same_sum_of_outputs_with_their_graph_is_reported():
    assert "AGL010" in codes("net(noisy[i * 64:(i + 1) * 64])")

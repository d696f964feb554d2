"""`spike_fn = SurrogateSpike.apply` at module level, called in a neuron's forward: the custom
autograd Function's op, as `SurrogateSpike.apply(v)` is. Before, the alias was an unknown
callable, so the forward around it was no small leaf and was cut at the call-depth limit: a
membrane state carried across chunks without `.detach()` was not seen (s38 x05, AGL005)."""
import textwrap

from autograd_lint import lint_paths, lint_source

NEURONS = '''
import torch
import torch.nn as nn


class SurrogateSpike(torch.autograd.Function):
    @staticmethod
    def forward(ctx, v):
        ctx.save_for_backward(v)
        return (v > 0).to(v.dtype)

    @staticmethod
    def backward(ctx, grad_out):
        (v,) = ctx.saved_tensors
        return grad_out / (10 * v.abs() + 1.0) ** 2


spike_fn = SurrogateSpike.apply


class LIF(nn.Module):
    def __init__(self, beta=0.9):
        super().__init__()
        self.beta = beta
        self.mem = None

    def forward(self, current):
        if self.mem is None:
            self.mem = torch.zeros_like(current)
        self.mem = self.beta * self.mem + current
        spk = spike_fn(self.mem - 1.0)
        self.mem = self.mem - spk
        return spk
'''

NETWORK = '''
import torch.nn as nn

from neurons import LIF


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(8, 16)
        self.lif1 = LIF()
        self.fc2 = nn.Linear(16, 3)
        self.lif2 = LIF()

    def forward(self, frames):
        counts = 0
        for frame in frames:
            counts = counts + self.lif2(self.fc2(self.lif1(self.fc1(frame))))
        return counts
'''

TRAIN = '''
import torch
import torch.nn.functional as F

from network import Net


class Trainer:
    def __init__(self, model, optimizer):
        self.model = model
        self.optimizer = optimizer

    def run(self, chunks, labels):
        for chunk in chunks:
            loss = F.cross_entropy(self.model(chunk), labels)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()

    def fit(self, recordings):
        for chunks, labels in recordings:
            self.run(chunks, labels)


def main():
    net = Net()
    recordings = [(torch.randn(4, 5, 2, 8), torch.tensor([0, 1]))]
    Trainer(net, torch.optim.Adam(net.parameters())).fit(recordings)


if __name__ == "__main__":
    main()
'''


def _lint(tmp_path, train: str = TRAIN) -> list[tuple[str, int, str]]:
    for name, text in (("neurons.py", NEURONS), ("network.py", NETWORK), ("train.py", train)):
        (tmp_path / name).write_text(text.lstrip())
    return [(f.path.rsplit("/", 1)[-1], f.line, f.code)
            for f in lint_paths([str(tmp_path)]).findings]


def test_a_state_carried_through_an_aliased_function_is_reported(tmp_path):
    assert _lint(tmp_path) == [("train.py", 16, "AGL005")]


def test_the_state_detached_per_chunk_is_not_reported(tmp_path):
    detached = TRAIN.replace(
        "        for chunk in chunks:\n",
        "        for chunk in chunks:\n"
        "            for lif in (self.model.lif1, self.model.lif2):\n"
        "                lif.mem = None if lif.mem is None else lif.mem.detach()\n")
    assert _lint(tmp_path, detached) == []


def test_an_aliased_apply_saves_its_input_as_the_class_call_does():
    source = '''
    import torch


    class Square(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            ctx.save_for_backward(x)
            return x * x

        @staticmethod
        def backward(ctx, grad):
            (x,) = ctx.saved_tensors
            return 2 * x * grad


    square = Square.apply
    w = torch.randn(3, requires_grad=True)
    h = w * 2
    y = square(h)
    h.add_(1)
    y.sum().backward()
    '''
    found = [(f.line, f.code) for f in lint_source(textwrap.dedent(source).lstrip(), "t.py")]
    assert found == [(20, "AGL006")]

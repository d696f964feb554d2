"""AGL015 reports garbage memory only when it is known to be read unwritten. Memory one path
of a branch writes (`if self.bias is not None: self.bias[i] = ...`) may hold values; a call the
analysis does not follow (`self.reset_parameters()` past the call depth) may have written into
its object. Both are unknown, and unknown silences."""
import textwrap

from autograd_lint import lint_source


def codes(source: str) -> list[tuple[int, str]]:
    return sorted((f.line, f.code) for f in lint_source(textwrap.dedent(source), "t.py"))


EMBEDDING = '''
import torch
from torch import nn, Tensor


class FieldEmbedding(nn.Module):
    def __init__(self, fields, width, shift=False):
        super().__init__()
        self.scale = nn.Parameter(Tensor(fields, width))
        self.shift = nn.Parameter(Tensor(fields, width)) if shift else None
        with torch.no_grad():
            for i in range(fields):
                layer = nn.Linear(1, width)
                self.scale[i] = layer.weight[:, 0]
                {fill}

    def forward(self, x):
        out = x[..., None] * self.scale
        if self.shift is not None:
            out = out + self.shift
        return out


emb = FieldEmbedding(3, 8, shift=True)
print(emb(torch.randn(5, 3)).sum())
'''


def test_memory_one_branch_fills_is_not_known_garbage():
    fill = "if self.shift is not None:\n                    self.shift[i] = layer.bias"
    assert codes(EMBEDDING.format(fill=fill)) == []


def test_memory_no_path_fills_is_reported():
    assert codes(EMBEDDING.format(fill="pass")) == [(10, "AGL015")]


def test_a_local_filled_on_one_path_only_is_not_known_garbage():
    assert codes('''
        import torch

        def table(n, cold):
            buf = torch.empty(n)
            if cold:
                print("cold start")
            else:
                buf.uniform_(-1, 1)
            return buf * 2

        print(table(4, False))
    ''') == []


DEEP_BUILD = '''
import torch
from torch import nn
import torch.nn.functional as F


class GateCell(nn.Module):
    def __init__(self, size):
        super().__init__()
        self.size = size
        self.weight = nn.Parameter(torch.Tensor(size, size))
        self.{call}()

    def reset_parameters(self):
        bound = 1.0 / self.size ** 0.5
        for weight in self.parameters():
            nn.init.uniform_(weight, -bound, bound)

    def forward(self, x):
        return F.linear(x, self.weight)


class Recurrence(nn.Module):
    def __init__(self, size):
        super().__init__()
        self.cell = GateCell(size)

    def forward(self, x):
        return self.cell(x)


class Interest(nn.Module):
    def __init__(self, size):
        super().__init__()
        self.evolution = Recurrence(size)

    def forward(self, x):
        return self.evolution(x)


class Recommender(nn.Module):
    def __init__(self, sizes):
        super().__init__()
        self.pools = nn.ModuleList([self.make_pool(size) for size in sizes])

    def make_pool(self, size):
        return Interest(size)

    def forward(self, xs):
        return [pool(x) for pool, x in zip(self.pools, xs)]


def create_net():
    return Recommender([4, 8])


net = create_net()
print(net([torch.randn(2, 4), torch.randn(2, 8)]))
'''


def test_an_initialiser_past_the_call_depth_may_have_written():
    assert codes(DEEP_BUILD.format(call="reset_parameters")) == []


def test_a_shallow_constructor_that_skips_the_initialiser_is_reported():
    shallow = '''
        import torch
        from torch import nn
        import torch.nn.functional as F


        class GateCell(nn.Module):
            def __init__(self, size):
                super().__init__()
                self.weight = nn.Parameter(torch.Tensor(size, size))
                self.describe()

            def describe(self):
                print("cell", self.weight.shape)

            def forward(self, x):
                return F.linear(x, self.weight)


        print(GateCell(4)(torch.randn(2, 4)))
    '''
    assert codes(shallow) == [(10, "AGL015")]

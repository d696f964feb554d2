"""Indexing a parameter with a tensor or a list (`self.start_transitions[tags[0]]`) gathers a
copy, a new tensor of the graph: `score += ...` on it edits no parameter (pytorch-crf's score,
AGL002 x4 at session 44's last look, each "fixable" by a no_grad() that would have cut the
gradient). An index that may be an int or a 0-d tensor (unknown) is not taken for a view
either. A basic index (an int, a slice) is a view of the leaf: an in-place edit of it is
still AGL002, as is the leaf's own edit through an index (`w[idx] += x`)."""
import textwrap

import pytest

from autograd_lint import lint_source

TAGGER = '''
import torch
from torch import nn


class Tagger(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.start = nn.Parameter(torch.randn(n))
        self.trans = nn.Parameter(torch.randn(n, n))

    def score(self, tags, emissions):
        PICK
        s += emissions[0]
        return s
'''


@pytest.mark.parametrize("pick", [
    "s = self.start[tags[0]]",
    "s = self.trans[tags[0], tags[1]]",
    "s = self.start[[0, 2]]",
    "s = self.start[torch.tensor([0, 2])]",
    "s = self.trans[:, tags[0]]",
])
def test_a_gathered_copy_edited_in_place(pick):
    source = textwrap.dedent(TAGGER).replace("PICK", pick)
    assert [f.code for f in lint_source(source, "tagger.py")] == []


@pytest.mark.parametrize("pick", [
    "s = self.start[0]",
    "s = self.trans[1:3]",
    "s = self.trans[0, :]",
])
def test_a_view_edited_in_place(pick):
    source = textwrap.dedent(TAGGER).replace("PICK", pick)
    assert [(f.code, f.line) for f in lint_source(source, "tagger.py")] == [("AGL002", 14)]


def test_the_parameter_edited_through_a_tensor_index():
    source = textwrap.dedent(TAGGER).replace("PICK", "self.start[tags] += 1.0\n        s = tags")
    assert [(f.code, f.line) for f in lint_source(source, "tagger.py")] == [("AGL002", 13)]


@pytest.mark.parametrize("loop", [
    "for i in range(n):",
    "for i, row in enumerate(rows):",
])
def test_a_row_picked_by_a_loop_index_is_a_view(loop):
    source = textwrap.dedent(f'''
        import torch
        from torch import nn


        def load_rows(embedding, rows, n):
            weight = embedding.weight
            {loop}
                weight[i].mul_(0.5)


        load_rows(nn.Embedding(10, 4), [1.0, 2.0], 2)
    ''')
    assert [(f.code, f.line) for f in lint_source(source, "rows.py")] == [("AGL002", 9)]

"""AGL015: a view of uninitialised memory (`torch.squeeze(buf)`, `torch.transpose(buf, 1, 2)`)
is the same garbage, still unread; only its shape is looked at in a tutorial's `x2.size()`.
Computing with the view reads it."""
import textwrap

from autograd_lint import lint_source

HEAD = "import torch\n"


def codes(source: str) -> list[tuple[int, str]]:
    return sorted((f.line, f.code) for f in lint_source(HEAD + textwrap.dedent(source), "t.py"))


def test_shape_of_a_view_function_is_not_a_read():
    assert codes('''
        x1 = torch.FloatTensor(10, 1, 3, 1, 4)
        x2 = torch.squeeze(x1)
        x3 = torch.unsqueeze(torch.FloatTensor(3, 4), dim=0)
        x4 = torch.transpose(torch.FloatTensor(10, 3, 4), 1, 2)
        print(x1.size(), x2.size(), x3.shape, x4.size())
    ''') == []


def test_arithmetic_on_a_view_function_is_a_read():
    source = '''
        x1 = torch.FloatTensor(3, 4)
        x2 = torch.t(x1)
        print(x2 * 2)
    '''
    assert codes(source) == [(3, "AGL015")]


def test_a_view_of_filled_memory_is_fine():
    assert codes('''
        x1 = torch.FloatTensor(3, 4).fill_(1.0)
        print(torch.permute(x1, (1, 0)) * 2)
    ''') == []

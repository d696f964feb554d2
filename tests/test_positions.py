"""Positions computed one statement at a time equal libcst's whole-module positions."""
from __future__ import annotations

import libcst as cst
import pytest
from libcst.metadata import MetadataWrapper, PositionProvider

from autograd_lint.positions import LazyPositions
from autograd_lint.semantics.walk import walk

SOURCES = {
    "header, decorators, nesting": (
        "#!/usr/bin/env python\n# a header comment\n\nimport torch  # trailing\n\n\n"
        "@torch.no_grad()\n@decorate(1,\n          2)\ndef f(x):\n    # inside\n"
        "    if x:\n        return [\n            x,\n        ]\n    # block footer\n\n"
        "a = 1; b = f(a)\n\n\nclass C:\n    '''doc'''\n\n    def m(self):\n"
        "        return self\n# module footer\n"),
    "windows newlines": "import torch\r\n\r\nx = torch.ones(2)\r\nif x.sum():\r\n    y = x * 2\r\n",
    "no trailing newline": "x = 1\ny = (x +\n     2)",
    "old mac newlines": "x = 1\r\rif x:\r    y = (x,\r         2)\rz = y\r",
    "mixed newlines": "x = 1\r\ny = 2\nif y:\r    z = 3\r\n\nw = 4\n",
    "tabs": "def g():\n\tif True:\n\t\treturn (1,\n\t\t\t2)\n",
}


@pytest.mark.parametrize("source", SOURCES.values(), ids=SOURCES)
def test_every_node_has_libcsts_position(source):
    module = cst.parse_module(source)
    whole = MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider)
    nodes = [node for node in walk(module) if node is not module]
    for order in (nodes, nodes[::-1]):  # (statements resolved in any order)
        lazy = LazyPositions(module)
        assert [lazy.get(node) for node in order] == [whole.get(node) for node in order]


def test_a_node_of_another_module_has_no_position_and_costs_no_whole_module():
    module = cst.parse_module("x = 1\n")
    other = cst.parse_module("y = f(2)\n")
    lazy = LazyPositions(module)
    nodes = list(walk(other.body[0]))  # (the statement, the call, names, arguments...)
    assert [lazy.get(node) for node in nodes] == [None] * len(nodes)
    assert lazy._whole is None


def test_punctuation_and_comments_fall_back_to_the_whole_module():
    module = cst.parse_module("# header\nx = (1,  # note\n     2)\n")
    whole = MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider)
    comma = module.body[0].body[0].value.elements[0].comma
    comment = module.header[0]
    lazy = LazyPositions(module)
    assert lazy.get(comma) == whole.get(comma)
    assert lazy.get(comment) == whole.get(comment)

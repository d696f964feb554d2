"""Positions of a module's nodes, computed one top-level statement at a time.

libcst's ``PositionProvider`` code-generates the whole module and records a range for every node:
0.7 s for a 5,000-line file, paid by every file with a finding. Here a reported node's top-level
statement is found with the analysis' own walk, only that statement is resolved (as a module of
its own, sharing its nodes), and its lines are shifted by the lines of the code before it (the
plain code of the statements before it: a module's code is the concatenation of its header's and
its statements' code). Columns need no shift: a top-level statement starts at column 0. An
expression or statement the walk does not find belongs to another file (the analysis follows
calls there): it has no position here. Other nodes the walk skips (punctuation, comment lines)
are looked up in the whole module's positions, as before.
"""
from __future__ import annotations

import re

import libcst as cst
from libcst.metadata import CodePosition, CodeRange, MetadataWrapper, PositionProvider

from .semantics.walk import walk

# nodes the walk always reaches in a module holding them (it skips only whitespace and punctuation)
_WALKED = (cst.BaseExpression, cst.BaseStatement, cst.BaseSmallStatement, cst.BaseSuite,
           cst.AssignTarget, cst.Arg, cst.Param, cst.Parameters, cst.Decorator, cst.ImportAlias,
           cst.WithItem, cst.ExceptHandler, cst.BaseElement, cst.BaseDictElement,
           cst.SubscriptElement, cst.BaseSlice, cst.CompFor, cst.CompIf, cst.Annotation)
_LINE_BREAK = re.compile(r"\r\n?|\n")  # as libcst's PositionProvider counts lines


class LazyPositions:
    def __init__(self, module: cst.Module) -> None:
        self.module = module
        self._statement: dict[int, tuple[cst.CSTNode, int]] = {}  # id(node) -> (node, index)
        self._walked = 0                      # statements whose nodes are in _statement
        self._first_lines = [1 + len(module.header)]  # line of each statement's code (its
        self._ranges: dict[int, dict] = {}    # leading comments included) -> ranges in it
        self._whole: dict | None = None

    def get(self, node: cst.CSTNode) -> CodeRange | None:
        index = self._statement_of(node)
        if index is None:
            return None if node is None or isinstance(node, _WALKED) else \
                self._whole_module().get(node)
        ranges = self._ranges.get(index)
        if ranges is None:
            alone = self.module.with_changes(body=[self.module.body[index]], header=(), footer=())
            ranges = self._ranges[index] = MetadataWrapper(
                alone, unsafe_skip_copy=True).resolve(PositionProvider)
        where = ranges.get(node)
        if where is None:
            return self._whole_module().get(node)
        shift = self._first_line(index) - 1
        if not shift:
            return where
        return CodeRange(CodePosition(where.start.line + shift, where.start.column),
                         CodePosition(where.end.line + shift, where.end.column))

    def _statement_of(self, node: cst.CSTNode) -> int | None:
        known = self._statement.get(id(node))
        if known is not None and known[0] is node:
            return known[1]
        body = self.module.body
        while self._walked < len(body):
            index = self._walked
            self._walked += 1
            found = False
            for inner in walk(body[index]):
                self._statement[id(inner)] = (inner, index)
                found = found or inner is node
            if found:
                return index
        return None

    def _first_line(self, index: int) -> int:
        lines = self._first_lines
        while len(lines) <= index:
            before = self.module.body[len(lines) - 1]
            code = self.module.code_for_node(before)
            lines.append(lines[-1] + len(_LINE_BREAK.findall(code)))
        return lines[index]

    def _whole_module(self) -> dict:
        if self._whole is None:
            self._whole = MetadataWrapper(self.module, unsafe_skip_copy=True).resolve(
                PositionProvider)
        return self._whole

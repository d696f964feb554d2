"""SparseAdam for the id tables, Adam for everything dense."""
from typing import NamedTuple

import torch


class OptimizerPair(NamedTuple):
    sparse: torch.optim.Optimizer
    dense: torch.optim.Optimizer


def make_optimizers(model, lr_sparse=0.01, lr_dense=0.003):
    sparse_ids = set()
    sparse_params = []
    for module in model.sparse_modules():
        for p in module.parameters():
            sparse_ids.add(id(p))
            sparse_params.append(p)
    dense_params = [p for p in model.parameters() if id(p) not in sparse_ids]
    return OptimizerPair(sparse=torch.optim.SparseAdam(sparse_params, lr=lr_sparse),
                         dense=torch.optim.Adam(dense_params, lr=lr_dense))

"""Two optimizers: SparseAdam for id tables, Adam for the dense networks."""
import torch


def build_optimizers(model, sparse_lr=0.02, dense_lr=0.003):
    sparse = [t.weight for t in model.sparse_tables()]
    sparse_ids = {id(p) for p in sparse}
    dense = [p for p in model.parameters() if id(p) not in sparse_ids]
    return torch.optim.SparseAdam(sparse, lr=sparse_lr), torch.optim.Adam(dense, lr=dense_lr)


def release_sparse_grads(model):
    """Sparse grads are freshly allocated COO tensors every step: drop them instead of zeroing in place."""
    for table in model.sparse_tables():
        table.weight.grad = None

import torch


def make_optimizers(model, cfg):
    dense = [p for n, p in model.named_parameters() if not n.startswith("wax.")]
    return {
        "embeddings": torch.optim.SGD(model.wax.parameters(), lr=cfg["lr_emb"]),
        "dense": torch.optim.Adam(dense, lr=cfg["lr_dense"]),
    }

import torch


def build_optimizers(module, hp):
    """Dense layers with AdamW, element embeddings with plain SGD at a higher rate."""
    dense_params = list(module.net.mlp.parameters())
    embed_params = list(module.net.elements.parameters())
    opt_dense = torch.optim.AdamW(dense_params, lr=hp.lr_dense, weight_decay=1e-4)
    opt_embed = torch.optim.SGD(embed_params, lr=hp.lr_embed)
    return opt_dense, opt_embed

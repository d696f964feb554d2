import torch

from .engine.trainer import Trainer
from .models import build_encoder, build_model
from .models.gcn import normalize_adj

CFG = {
    "epochs": 3, "batch_edges": 64, "print_freq": 10, "init_from_pretrained": True,
    "model": {"in_dim": 16, "hidden": 32, "num_layers": 2, "dropout": 0.1},
    "optim": {"name": "adam", "lr": 1e-2, "weight_decay": 0.0},
}


def stochastic_block_graph(n=80, blocks=4, p_in=0.25, p_out=0.01, feat_dim=16, seed=0):
    g = torch.Generator().manual_seed(seed)
    block = torch.arange(n) % blocks
    prob = torch.where(block[:, None] == block[None, :], p_in, p_out)
    adj = (torch.rand(n, n, generator=g) < prob).float().triu(1)
    edges = adj.nonzero().t()
    perm = torch.randperm(edges.size(1), generator=g)
    n_val = edges.size(1) // 10
    val_pos, train_pos = edges[:, perm[:n_val]], edges[:, perm[n_val:]]
    train_adj = torch.zeros(n, n)
    train_adj[train_pos[0], train_pos[1]] = 1.0
    train_adj = train_adj + train_adj.t()
    x = torch.randn(n, feat_dim, generator=g) + torch.nn.functional.one_hot(block, feat_dim).float()
    val_neg = torch.randint(0, n, (2, n_val), generator=g)
    return {"x": x, "adj_norm": normalize_adj(train_adj), "train_pos": train_pos,
            "val_pos": val_pos, "val_neg": val_neg}


def pretrained_encoder_state(cfg):
    # stands in for torch.load(cfg["pretrained"]) of a self-supervised (e.g. GraphMAE) encoder
    torch.manual_seed(123)
    return build_encoder(cfg).state_dict()


def main(cfg=CFG):
    torch.manual_seed(0)
    graph = stochastic_block_graph(feat_dim=cfg["model"]["in_dim"])
    model = build_model(cfg)
    trainer = Trainer(cfg, model, graph)
    if cfg["init_from_pretrained"]:
        model.encoder = build_encoder(cfg, pretrained_encoder_state(cfg))
    trainer.fit()


if __name__ == "__main__":
    main()
